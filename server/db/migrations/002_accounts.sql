-- Accounts, exam-taker profiles, sessions, and the one-time secrets of logging in:
-- SMS codes, graphic captchas and the signs that prove a phone was verified.

CREATE TABLE user_accounts (
  id serial PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  mobile text NOT NULL UNIQUE,
  name text NOT NULL,
  -- scrypt of the login hash (SHA-256 of password & phone); null for an account that has
  -- never set a password.
  password_hash text,
  password_changed_at timestamptz,
  open_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_profiles (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES user_accounts (id),
  name text NOT NULL,
  sex smallint NOT NULL CHECK (sex IN (1, 2)),
  birth date,
  marital smallint CHECK (marital IN (0, 1, 2)),
  id_type smallint NOT NULL CHECK (id_type IN (0, 1, 2, 3)),
  -- ID number and phone are encrypted at rest; the HMAC finds a number without decrypting.
  idcard_enc text NOT NULL,
  idcard_hmac text NOT NULL,
  mobile_enc text NOT NULL,
  relation text NOT NULL,
  is_self boolean NOT NULL DEFAULT false,
  -- 1 bound, 0 unbound (the spec's jlzt).
  jlzt smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_profiles_one_self ON user_profiles (account_id) WHERE is_self;

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES user_accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  mobile text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_mobile ON sms_codes (mobile, created_at DESC);

-- What the simulated SMS gateway "sent"; readable only when not in production.
CREATE TABLE sms_outbox (
  id serial PRIMARY KEY,
  mobile text NOT NULL,
  body text NOT NULL,
  code text,
  sent_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE captchas (
  key text PRIMARY KEY,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE verified_signs (
  sign_hash text PRIMARY KEY,
  mobile text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
