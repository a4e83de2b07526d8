-- Sessions as the user centre lists them and ends them (issue 28, items 3 and 4): a session
-- ends after 7 days without use as well as 30 days after its login, an account keeps at
-- most 20 (a new login ends the least recently used), and the patient sees each one's
-- device, where it was last used from and when.
--
-- id: what the list and the end call name a session by; the token's hash never leaves the
-- server. last_used_at: written at most once an hour per session, not on every request.
-- device_os, device_app: a summary of the User-Agent (auth/devices.ts), never the header.
-- client_address: the address of the last use already masked as the list shows it
-- ('203.0.113.*'), '' until the first signed-in call; the full address is not kept.
ALTER TABLE sessions
  ADD COLUMN id integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN device_os text NOT NULL DEFAULT 'other',
  ADD COLUMN device_app text NOT NULL DEFAULT 'other',
  ADD COLUMN client_address text NOT NULL DEFAULT '';
