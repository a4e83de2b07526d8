import { RecommendationPage } from './SurveyRecommendPage';

export default function SurveyProjectPage() {
  return <RecommendationPage detailed />;
}
