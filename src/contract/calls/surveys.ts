// The addresses of the surveys calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../surveys.ts, for the server and the tests.
import { address } from '../endpoint';

export const surveyInfo = address({ method: 'GET', path: '/api/survey/getSurveyInfo' });
export const surveyDetail = address({ method: 'GET', path: '/api/survey/getSurveyDetail' });
export const saveSurvey = address({ method: 'POST', path: '/api/survey/saveSurvey' });
export const userSurveys = address({ method: 'GET', path: '/api/survey/UserSurveys', paged: true });
export const userSurveyDetail = address({ method: 'GET', path: '/api/survey/SurveyDetail' });
export const checkUserSurvey = address({ method: 'POST', path: '/api/survey/checkUserSurvey' });
export const surveyPlan = address({ method: 'GET', path: '/api/survey/customizedProject' });
