-- The summary for the doctor (issue 29) is kept beside its exam's own PDF, under a kind of
-- its own: one per exam, of its latest version.
ALTER TABLE pdf_cache DROP CONSTRAINT pdf_cache_report_kind_check;
ALTER TABLE pdf_cache ADD CONSTRAINT pdf_cache_report_kind_check
  CHECK (report_kind IN ('exam', 'external', 'summary'));
