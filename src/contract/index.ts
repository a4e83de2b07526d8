// The API contract of the spec, one file per area. The app and the reference server both
// import it, so a change to a field breaks the type check on both sides at once.
export * from './constants';
export * from './envelope';
export * from './endpoint';
export * from './common';
export * from './hosp';
export * from './catalog';
export * from './content';
export * from './auth';
export * from './user';
export * from './wechat';
export * from './sso';
export * from './profiles';
export * from './orders';
export * from './feedback';
export * from './reports';
export * from './queue';
export * from './reportTrend';
export * from './shares';
export * from './summary';
export * from './questionnaire';
export * from './surveys';
export * from './company';
export * from './team';
export * from './reminders';
export * from './health';
