-- Exam reports as the centre's system hands them over: one exam per visit, its items and
-- their result nodes, imaging reports, reports made elsewhere, and the patient's rating.
-- An exam belongs to a person, matched by the fingerprint of the ID number and the name
-- to the profiles of an account (the same HMAC user_profiles keeps beside the sealed number).
CREATE TABLE exams (
  id serial PRIMARY KEY,
  tjbh text NOT NULL UNIQUE,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  idcard_hmac text NOT NULL,
  name text NOT NULL,
  tjrq date NOT NULL,
  -- 0 or 1 arrived, 2 items summarised, 3 finished.
  tjzt smallint NOT NULL DEFAULT 0,
  -- Chief check: 0 not yet, above 0 checked.
  zjzt smallint NOT NULL DEFAULT 0,
  -- Quality control: '0' held back.
  qc_result text NOT NULL DEFAULT '',
  summary text NOT NULL DEFAULT '',
  advice text NOT NULL DEFAULT '',
  chief_doctor_name text NOT NULL DEFAULT '',
  report_time timestamptz,
  verify_doctor_name text NOT NULL DEFAULT '',
  verify_time timestamptz,
  -- What the PDF viewer asks for: random, never the exam number.
  report_key text UNIQUE,
  pdf_enable boolean NOT NULL DEFAULT false
);
CREATE INDEX exams_person ON exams (idcard_hmac, tjrq DESC);

CREATE TABLE exam_items (
  id serial PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (id),
  sort integer NOT NULL,
  -- 0 physical, 1 imaging and auxiliary, 2 lab, 3 other.
  item_type smallint NOT NULL,
  item_name text NOT NULL,
  exam_doc_name text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  -- The item's progress text on the report list (jcztmc).
  progress text NOT NULL DEFAULT ''
);
CREATE INDEX exam_items_exam ON exam_items (exam_id, sort);

CREATE TABLE exam_results (
  id serial PRIMARY KEY,
  exam_item_id integer NOT NULL REFERENCES exam_items (id),
  sort integer NOT NULL,
  node_name text NOT NULL,
  node_result text NOT NULL,
  prompt text NOT NULL DEFAULT '',
  ref_value text NOT NULL DEFAULT '',
  unit text NOT NULL DEFAULT '',
  -- 1 high, 2 low, 0 normal.
  status smallint NOT NULL DEFAULT 0
);
CREATE INDEX exam_results_item ON exam_results (exam_item_id, sort);

CREATE TABLE exam_ris_reports (
  id serial PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (id),
  repno text NOT NULL,
  report_name text NOT NULL,
  finding text NOT NULL DEFAULT '',
  conclusion text NOT NULL DEFAULT '',
  exam_doc_name text NOT NULL DEFAULT ''
);
CREATE INDEX exam_ris_reports_exam ON exam_ris_reports (exam_id);

CREATE TABLE external_reports (
  id serial PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  idcard_hmac text NOT NULL,
  name text NOT NULL,
  tjbh text NOT NULL,
  inspection_item_name text NOT NULL,
  report_date date NOT NULL,
  report_data_type text NOT NULL CHECK (report_data_type IN ('link', 'pdf')),
  -- A link's address; for a PDF the report_key the viewer asks for.
  report_url text NOT NULL,
  report_key text UNIQUE,
  -- The PDF's lines: the reference server draws external PDFs like its own.
  content text NOT NULL DEFAULT ''
);
CREATE INDEX external_reports_person ON external_reports (idcard_hmac, report_date DESC);

CREATE TABLE exam_ratings (
  id serial PRIMARY KEY,
  exam_id integer NOT NULL UNIQUE REFERENCES exams (id),
  account_id integer NOT NULL REFERENCES user_accounts (id),
  -- Rating uses the self profile.
  profile_id integer NOT NULL REFERENCES user_profiles (id),
  total_rating smallint NOT NULL CHECK (total_rating BETWEEN 1 AND 5),
  rating_items jsonb NOT NULL,
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
