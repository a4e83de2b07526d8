-- Issue 37: every SMS through one budget. A phone's limits (the minute's wait, the hour, the
-- day) count every text it was sent: its SMS codes are their sms_codes rows, every other text
-- (a share's code, a reminder) is a row here, written in the transaction that sends it. The
-- per-client and server-wide counts stay in auth_attempts (kind 'sms_send'). Kept one day.
CREATE TABLE sms_sends (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('share', 'reminder')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_sends_mobile ON sms_sends (mobile, created_at DESC);
CREATE INDEX sms_sends_created ON sms_sends (created_at);
