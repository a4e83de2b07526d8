-- Issue 37: one reminder of a kind per booking and exam day, whatever the moves. A booking
-- moved to tomorrow after 18:00 has its evening reminder sent at once; moved away and back,
-- its reminder is planned afresh for that day, and the job finds here that it went already.
-- A send the gateway refused is taken out again, so its retry is not held back.
CREATE TABLE reminder_sends (
  booking_kind text NOT NULL CHECK (booking_kind IN ('personal', 'company')),
  booking_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('eve', 'morning')),
  exam_day date NOT NULL,
  -- Where it went: the account holding the person when it was sent.
  account_id integer NOT NULL REFERENCES user_accounts (id),
  sent_by text NOT NULL CHECK (sent_by IN ('sms', 'wechat')),
  body text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (booking_kind, booking_id, kind, exam_day)
);

INSERT INTO reminder_sends (booking_kind, booking_id, kind, exam_day, account_id, sent_by, body,
                            sent_at)
SELECT booking_kind, booking_id, kind, exam_day, account_id, sent_by, body, sent_at
  FROM reminders
 WHERE status = 'sent' AND sent_by IS NOT NULL AND body IS NOT NULL AND sent_at IS NOT NULL;

-- The job plans the reminders of bookings of the next two days that have none (booked
-- before reminders existed, or by the centre's own system).
CREATE INDEX personal_orders_booked_day ON personal_orders (appoint_date)
  WHERE appoint_status = 1;
CREATE INDEX company_appointments_booked_day ON company_appointments (appoint_date)
  WHERE appoint_status = 1;
-- A reminder goes to an account holding the person: their live profiles by ID fingerprint.
CREATE INDEX user_profiles_person ON user_profiles (idcard_hmac) WHERE jlzt = 1;
