-- The WeChat identity a code exchange verified, handed to the client as a one-use binding
-- ticket: only a ticket binds an OpenID to an account, never an OpenID from a request body.
-- Only the ticket's SHA-256 is kept.
CREATE TABLE binding_tickets (
  ticket_hash text PRIMARY KEY,
  open_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Attempts that limits count: SMS sends, failed passwords, wrong codes; per phone, account
-- or client address (`subject`), and in total (`kind` alone). Kept one day.
CREATE TABLE auth_attempts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_attempts_subject ON auth_attempts (kind, subject, created_at);
CREATE INDEX auth_attempts_kind ON auth_attempts (kind, created_at);
