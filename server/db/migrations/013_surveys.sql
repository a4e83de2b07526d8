-- Pre-exam questionnaires (document 2, "Surveys"): a hospital's questionnaires with their
-- questions and rules, and the answer sheets people saved with what the rules recommended.

-- questions and rules are JSON in the contract's shapes (src/contract/surveys.ts): they are
-- read whole, never queried inside, and the rule engine (src/rules/surveyRules.ts) runs on them.
CREATE TABLE surveys (
  id integer PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  name text NOT NULL,
  -- 0: the answers lead to recommendations; any other value: a plain questionnaire.
  survey_type smallint NOT NULL DEFAULT 0,
  remark text,
  questions jsonb NOT NULL,
  rules jsonb NOT NULL DEFAULT '[]',
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX surveys_hosp ON surveys (hosp_id);

-- The questionnaire a package asks before it is booked (document 1 section 4); null: none.
ALTER TABLE packages ADD COLUMN survey_id integer REFERENCES surveys (id);

CREATE TABLE user_surveys (
  id serial PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  survey_id integer NOT NULL REFERENCES surveys (id),
  account_id integer NOT NULL REFERENCES user_accounts (id),
  profile_id integer NOT NULL REFERENCES user_profiles (id),
  -- The person's name when the sheet was saved.
  name text NOT NULL,
  -- 1 when an answer chosen is marked abnormal.
  unnormal_flag smallint NOT NULL DEFAULT 0,
  -- The answers with the question and option words of the time (contract SurveyResultRow).
  survey_result jsonb NOT NULL,
  -- Decided by the server from the answers, never taken from the app.
  match_rule_ids integer[] NOT NULL DEFAULT '{}',
  recommended_package integer[] NOT NULL DEFAULT '{}',
  recommended_combo integer[] NOT NULL DEFAULT '{}',
  recommended_item integer[] NOT NULL DEFAULT '{}',
  suggestions jsonb NOT NULL DEFAULT '[]',
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_surveys_account ON user_surveys (account_id, hosp_id, create_time DESC);
CREATE INDEX user_surveys_profile ON user_surveys (profile_id, survey_id, create_time DESC);
