-- Reminders before the exam (issue 29): an outbox in the database. Each booking (a personal
-- order or a company appointment) has at most one reminder of each kind, planned when it is
-- booked, moved when it is rescheduled, cancelled with it. The sending job claims due rows
-- with FOR UPDATE SKIP LOCKED and marks them sent in the same transaction, so two servers on
-- one database never send one twice and a restart loses none still pending.
CREATE TABLE reminders (
  id serial PRIMARY KEY,
  booking_kind text NOT NULL CHECK (booking_kind IN ('personal', 'company')),
  booking_id integer NOT NULL,
  -- The account that booked: the SMS goes to its phone, the WeChat message to its OpenID.
  account_id integer NOT NULL REFERENCES user_accounts (id),
  -- 'eve': 18:00 China time the day before; 'morning': 07:00 on the exam day.
  kind text NOT NULL CHECK (kind IN ('eve', 'morning')),
  -- The patient's choice; WeChat falls back to SMS when no subscription is left.
  channel text NOT NULL DEFAULT 'sms' CHECK (channel IN ('sms', 'wechat')),
  exam_day date NOT NULL,
  due_at timestamptz NOT NULL,
  -- Noon of the exam day: a reminder not sent by then is of no use any more.
  expires_at timestamptz NOT NULL,
  status text NOT NULL
    CHECK (status IN ('pending', 'off', 'sent', 'failed', 'cancelled', 'expired')),
  sent_at timestamptz,
  -- How it went, and the words it carried.
  sent_by text CHECK (sent_by IN ('sms', 'wechat')),
  body text,
  attempts integer NOT NULL DEFAULT 0,
  UNIQUE (booking_kind, booking_id, kind)
);
CREATE INDEX reminders_due ON reminders (due_at) WHERE status = 'pending';

-- WeChat subscriptions (wx-open-subscribe): each template a patient accepts allows one
-- message; a reminder that goes by WeChat uses one up.
CREATE TABLE reminder_wechat_grants (
  id serial PRIMARY KEY,
  booking_kind text NOT NULL CHECK (booking_kind IN ('personal', 'company')),
  booking_id integer NOT NULL,
  account_id integer NOT NULL REFERENCES user_accounts (id),
  template_id text NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  used_by integer REFERENCES reminders (id)
);
CREATE INDEX reminder_wechat_grants_booking ON reminder_wechat_grants (booking_kind, booking_id);

-- What the simulated WeChat message gateway "sent"; readable only when not in production.
CREATE TABLE wx_message_outbox (
  id serial PRIMARY KEY,
  open_id text NOT NULL,
  template_id text NOT NULL,
  data jsonb NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wx_message_outbox_open_id ON wx_message_outbox (open_id, id DESC);
