-- A published report shared by its owner with one person (issue 29, item 2): a link valid
-- for 1, 3 or 7 days, opened with a 6-digit code the owner passes on, ended by the owner
-- at any time; each successful open is logged for the owner to see.
--
-- token_hash: SHA-256 of the link's random token; the token itself is shown once.
-- code_hmac: HMAC of the code with the server's secret (DATA_KEY), salted by the token's
-- hash; the code in clear is shown once and never kept.
-- person: who the owner shares with, in the owner's words ("女儿").
-- wrong_codes: wrong codes since the last right one; every 5th locks the share until
-- locked_until, the 10th ends it (end_reason 'guessing').
CREATE TABLE report_shares (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES user_accounts (id),
  exam_id integer NOT NULL REFERENCES exams (id),
  profile_id integer NOT NULL REFERENCES user_profiles (id),
  person text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  code_hmac text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text CHECK (end_reason IN ('owner', 'guessing')),
  wrong_codes integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);
CREATE INDEX report_shares_account ON report_shares (account_id, created_at DESC);
CREATE INDEX report_shares_exam ON report_shares (exam_id, created_at DESC);

-- Each successful open of a share: when, from where (the address masked as the owner's
-- list shows it, '203.0.113.*'; the full address is not kept) and on what (a summary of
-- the User-Agent, never the header).
CREATE TABLE report_share_opens (
  id serial PRIMARY KEY,
  share_id integer NOT NULL REFERENCES report_shares (id),
  opened_at timestamptz NOT NULL DEFAULT now(),
  client_address text NOT NULL,
  device_os text NOT NULL,
  device_app text NOT NULL
);
CREATE INDEX report_share_opens_share ON report_share_opens (share_id, opened_at DESC);
