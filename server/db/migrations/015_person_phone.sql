-- A record the centre keeps of a person (an exam, an outside report, a company appointment,
-- a queue visit) belongs to an account's profile only when the ID number, the name AND the
-- phone on file are the same. A name and an ID number are known to others; the profile's
-- phone was proven by SMS when it was made, and a profile's phone cannot be changed.
-- Each column holds the phone's keyed fingerprint (DATA_KEY), as idcard_hmac does.
-- Profiles made before this migration get theirs at the next start (profiles/backfill);
-- records imported before it match no one until the centre's import fills it: fail closed.
ALTER TABLE user_profiles ADD COLUMN mobile_hmac text;
ALTER TABLE exams ADD COLUMN mobile_hmac text NOT NULL DEFAULT '';
ALTER TABLE external_reports ADD COLUMN mobile_hmac text NOT NULL DEFAULT '';
ALTER TABLE company_appointments ADD COLUMN mobile_hmac text NOT NULL DEFAULT '';
ALTER TABLE queue_visits ADD COLUMN mobile_hmac text NOT NULL DEFAULT '';
