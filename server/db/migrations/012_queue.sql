-- The exam day as the centre's queue system hands it over: a visit per patient and day,
-- the tasks (rooms) of the visit in the order the patient goes, and the keys of queue
-- logins. Positions and waits are not stored: they follow from the check-in time and the
-- clock (src/rules/queue.ts), so the same clock always gives the same answer.
CREATE TABLE queue_visits (
  id serial PRIMARY KEY,
  tjbh text NOT NULL UNIQUE,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  -- The person, matched to an account's profiles like an exam (ID fingerprint and name).
  idcard_hmac text NOT NULL,
  name text NOT NULL,
  mobile text NOT NULL,
  exam_date date NOT NULL,
  checked_in_at timestamptz NOT NULL,
  -- Fingerprint of the key in the link of the centre's SMS (loginByKey's authkey).
  auth_key_hash text NOT NULL UNIQUE,
  package_name text NOT NULL,
  company_name text NOT NULL DEFAULT '',
  company_batch_name text NOT NULL DEFAULT '',
  notice text NOT NULL DEFAULT ''
);
CREATE INDEX queue_visits_person ON queue_visits (idcard_hmac, exam_date);

CREATE TABLE queue_tasks (
  id serial PRIMARY KEY,
  visit_id integer NOT NULL REFERENCES queue_visits (id) ON DELETE CASCADE,
  sort integer NOT NULL,
  task_name text NOT NULL,
  room_name text NOT NULL,
  remark text NOT NULL DEFAULT '',
  notice text NOT NULL DEFAULT '',
  -- People ahead when the patient joins the room's queue; minutes of the exam itself.
  ahead integer NOT NULL,
  exam_minutes integer NOT NULL
);
CREATE INDEX queue_tasks_visit ON queue_tasks (visit_id, sort);

-- A queue login: kept in the database so it survives a restart; only its hash is stored.
CREATE TABLE queue_keys (
  key_hash text PRIMARY KEY,
  visit_id integer NOT NULL REFERENCES queue_visits (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX queue_keys_expiry ON queue_keys (expires_at);
