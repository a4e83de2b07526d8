-- Hospitals, unions of branches, per-hospital configuration, packages and articles.

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE hospitals (
  id integer PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL DEFAULT '',
  hosp_type integer NOT NULL DEFAULT 0,
  phone text NOT NULL DEFAULT '',
  primary_phone text NOT NULL DEFAULT '',
  phones jsonb NOT NULL DEFAULT '[]',
  open_hour text NOT NULL DEFAULT '',
  notice text NOT NULL DEFAULT '',
  introduction text NOT NULL DEFAULT '',
  logo_url text NOT NULL DEFAULT '',
  banner_image_list jsonb NOT NULL DEFAULT '[]',
  map_x double precision,
  map_y double precision
);

CREATE TABLE unions (
  code text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE union_hospitals (
  union_code text NOT NULL REFERENCES unions (code),
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  union_name text,
  img_sm_url text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  link text,
  enable integer NOT NULL DEFAULT 1,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (union_code, hosp_id)
);

CREATE TABLE hosp_configs (
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  code text NOT NULL,
  value text NOT NULL,
  detail_note text,
  PRIMARY KEY (hosp_id, code)
);

CREATE TABLE hosp_assets (
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  name text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (hosp_id, name)
);

CREATE TABLE home_modules (
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  code text NOT NULL,
  name text,
  status integer NOT NULL DEFAULT 1,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (hosp_id, code)
);

CREATE TABLE exam_types (
  id integer PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  name text NOT NULL,
  img_url text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE packages (
  id integer PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  code text NOT NULL,
  name text NOT NULL,
  alias text,
  remark text,
  img_url text,
  sale_price numeric(10, 2) NOT NULL,
  price numeric(10, 2) NOT NULL,
  appoint_count integer NOT NULL DEFAULT 0,
  sex_limit integer NOT NULL DEFAULT 0 CHECK (sex_limit IN (0, 1, 2)),
  sort integer NOT NULL DEFAULT 0,
  exam_type_id integer NOT NULL REFERENCES exam_types (id),
  appointment_status integer NOT NULL DEFAULT 1,
  recommended boolean NOT NULL DEFAULT false,
  exam_notice text,
  notice_content text
);
CREATE INDEX packages_hosp ON packages (hosp_id);

CREATE TABLE items (
  id integer PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  parent_id integer REFERENCES items (id),
  item_code text NOT NULL,
  item_name text NOT NULL,
  alias text,
  description text,
  meanning text,
  general_tips text,
  important_tips text,
  price numeric(10, 2) NOT NULL DEFAULT 0,
  type integer NOT NULL CHECK (type IN (0, 1, 2, 3))
);

CREATE TABLE package_items (
  package_id integer NOT NULL REFERENCES packages (id),
  item_id integer NOT NULL REFERENCES items (id),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (package_id, item_id)
);

CREATE TABLE article_types (
  id integer PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  name text NOT NULL
);

CREATE TABLE articles (
  id integer PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  type_id integer NOT NULL REFERENCES article_types (id),
  title text NOT NULL,
  author text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  cover_url text,
  visit_count integer NOT NULL DEFAULT 0,
  is_hot boolean NOT NULL DEFAULT false,
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_hosp_time ON articles (hosp_id, update_time DESC);
