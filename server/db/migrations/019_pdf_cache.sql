-- Report PDFs as drawn, kept so a report is drawn once per version (issue 27): one row per
-- report, replaced when its version changes. The version is a hash of what the PDF is drawn
-- from (its lines and the drawing code, reports/pdfCache.ts), so a report whose data changed
-- is drawn again and an unchanged one never. The PDF is kept in base64, as
-- report/pdfReport answers it.
CREATE TABLE pdf_cache (
  report_kind text NOT NULL CHECK (report_kind IN ('exam', 'external')),
  report_id integer NOT NULL,
  version text NOT NULL,
  pdf_base64 text NOT NULL,
  made_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (report_kind, report_id)
);

-- Signed-in reads find the caller's profiles by account (the profile list, the user centre's
-- counts, every "is this exam one of my people's" join): without this index each one read
-- every profile of every account. A password change ends an account's other sessions: it
-- found them by reading every session of every account.
CREATE INDEX user_profiles_account ON user_profiles (account_id);
CREATE INDEX sessions_account ON sessions (account_id);
