-- Lists that grow with a patient's history are read a page at a time (issue 27). Each index
-- gives one list its filter and its order, ties included, so a page's rows are the first
-- entries of one index scan whatever the history holds.

-- GetUserOrders: the account's orders at a branch, drafts never listed, newest first.
CREATE INDEX personal_orders_listed ON personal_orders (account_id, hosp_id, created_at DESC, id DESC)
  WHERE appoint_status <> 0;

-- ExamRecords and ExternalReports: a person's records newest first. A person is the ID
-- number, name and phone (people/samePerson.ts): with all three in the index, the scan needs
-- no sort, even where the embedded database has no statistics to choose by; with the branch
-- beside them, a count reads the index alone once the table is vacuumed. They replace the
-- indexes of migration 011, whose reads by fingerprint use the new ones' first column.
CREATE INDEX exams_listed ON exams (idcard_hmac, name, mobile_hmac, tjrq DESC, id DESC)
  INCLUDE (hosp_id);
DROP INDEX exams_person;
CREATE INDEX external_reports_listed
  ON external_reports (idcard_hmac, name, mobile_hmac, report_date DESC, id DESC)
  INCLUDE (hosp_id);
DROP INDEX external_reports_person;

-- UserSurveys: the account's sheets at a branch, newest first (replaces migration 013's).
CREATE INDEX user_surveys_listed ON user_surveys (account_id, hosp_id, create_time DESC, id DESC);
DROP INDEX user_surveys_account;

-- feedbackList: the account's feedback at a branch, newest first. feedback_account stays for
-- the daily limit, which counts an account's rows of a day at every branch.
CREATE INDEX feedback_listed ON feedback (account_id, hosp_id, created_at DESC, id DESC);

-- company/appointments: a person's appointments by exam number descending (replaces
-- migration 014's index on ID number and name).
CREATE INDEX company_appointments_listed
  ON company_appointments (idcard_hmac, name, mobile_hmac, exam_no DESC, id DESC)
  INCLUDE (hosp_id);
DROP INDEX company_appointments_person;

-- package/list in its default order (src/rules/packageOrder.ts).
CREATE INDEX packages_listed ON packages (hosp_id, sort, appoint_count DESC, id);
