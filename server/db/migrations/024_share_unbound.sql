-- Issue 36: unbinding a person ends the shares of their reports the account made; the list
-- tells such an end from the owner's own and from guessing.
ALTER TABLE report_shares DROP CONSTRAINT report_shares_end_reason_check;
ALTER TABLE report_shares ADD CONSTRAINT report_shares_end_reason_check
  CHECK (end_reason IN ('owner', 'guessing', 'unbound'));
