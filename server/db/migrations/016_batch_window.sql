-- A company batch's own booking window (document 2 leaves the company booking's window to
-- the batch): the first and last day its employees may book, either or both unset. Without
-- them the batch books the personal window, tomorrow to 30 days ahead (src/rules/batchWindow.ts).
ALTER TABLE company_batches ADD COLUMN window_start date;
ALTER TABLE company_batches ADD COLUMN window_end date;
ALTER TABLE company_batches ADD CONSTRAINT company_batches_window
  CHECK (window_start IS NULL OR window_end IS NULL OR window_start <= window_end);
