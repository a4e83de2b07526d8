-- Issue 37: the doctor's summary is kept once per exam and comparison set (`variant`, the
-- set's exam numbers; '' for an exam's own PDF and a summary of no set), a few sets per exam
-- (reports/pdfCache.ts), so a new set neither redraws nor overwrites another's row.
ALTER TABLE pdf_cache ADD COLUMN variant text NOT NULL DEFAULT '';
ALTER TABLE pdf_cache DROP CONSTRAINT pdf_cache_pkey;
ALTER TABLE pdf_cache ADD PRIMARY KEY (report_kind, report_id, variant);

-- A share's opens: one row per reader (masked address and device) per hour, with a count,
-- and a cap of rows per share (shares/opensRepository.ts), so a reader opening it again
-- and again grows no log.
ALTER TABLE report_share_opens ADD COLUMN open_count integer NOT NULL DEFAULT 1;
ALTER TABLE report_share_opens ADD COLUMN hour timestamptz;
UPDATE report_share_opens SET hour = date_trunc('hour', opened_at);
ALTER TABLE report_share_opens ALTER COLUMN hour SET NOT NULL,
  ALTER COLUMN hour SET DEFAULT date_trunc('hour', now());
UPDATE report_share_opens o SET open_count = g.n, opened_at = g.latest
  FROM (SELECT min(id) AS id, count(*)::int AS n, max(opened_at) AS latest FROM report_share_opens
         GROUP BY share_id, hour, client_address, device_os, device_app) g
 WHERE o.id = g.id;
DELETE FROM report_share_opens WHERE id NOT IN (
  SELECT min(id) FROM report_share_opens
   GROUP BY share_id, hour, client_address, device_os, device_app);
CREATE UNIQUE INDEX report_share_opens_reader_hour
  ON report_share_opens (share_id, hour, client_address, device_os, device_app);

-- Wrong codes lock a share for a while and no longer end it (only its owner does); a
-- password change or reset ends the account's live shares, the list says why.
ALTER TABLE report_shares DROP CONSTRAINT report_shares_end_reason_check;
ALTER TABLE report_shares ADD CONSTRAINT report_shares_end_reason_check
  CHECK (end_reason IN ('owner', 'guessing', 'unbound', 'password'));
