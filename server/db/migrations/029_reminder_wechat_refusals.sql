-- Issue 40: a reminder WeChat refuses for good (43101 the patient accepted no message or has
-- none left, 47003 a field the template does not take, 40003 an OpenID it does not know) keeps
-- WeChat's code and when it answered, for the centre to see why a patient had a text instead;
-- a reminder holding one goes by SMS from then on, its retries too, never by WeChat again.
-- Cleared with the rest of a sending when the reminder is planned afresh (a moved booking).
ALTER TABLE reminders ADD COLUMN wechat_refusal integer;
ALTER TABLE reminders ADD COLUMN wechat_refused_at timestamptz;
