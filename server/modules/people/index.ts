// The people module's face: how the centre's records are matched to a profile. It holds no
// table and no route; the repositories that join a record to user_profiles take the rule
// from here (server/modules/profiles/personRecords.test.ts checks it end to end).
export { samePerson } from './samePerson.ts';
