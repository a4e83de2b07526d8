-- What patients write to the centre ("my feedback"), and the centre's reply. The optional
-- contact phone is sealed at rest like every phone.
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES user_accounts (id),
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  type text NOT NULL CHECK (type IN ('suggestion', 'complaint', 'praise', 'other')),
  content text NOT NULL,
  phone_enc text,
  -- 0 received, 1 being handled, 2 replied.
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  reply text,
  replied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- "My feedback" and the daily limit both read one account's rows by time.
CREATE INDEX feedback_account ON feedback (account_id, created_at);
