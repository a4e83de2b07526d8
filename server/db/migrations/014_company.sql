-- Company booking: employers, their check-up batches, the plans (groups) a batch offers
-- with their items and add-on combos, the employees' appointments, each batch's seats per
-- day and time range, and the team check-up requests companies send.

CREATE TABLE companies (
  id integer PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  name text NOT NULL
);

CREATE TABLE company_batches (
  id integer PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  name text NOT NULL,
  notice_content text NOT NULL DEFAULT '',
  -- {"data":[{"label":..,"value":..}]}: fields the employee fills before choosing a date.
  ext_form_config jsonb,
  -- Seats of each open time range per day for this batch, unless a slot row says otherwise.
  seats_per_range integer NOT NULL CHECK (seats_per_range >= 0)
);

CREATE TABLE company_groups (
  id integer PRIMARY KEY,
  batch_id integer NOT NULL REFERENCES company_batches (id),
  name text NOT NULL,
  remark text NOT NULL DEFAULT '',
  -- NULL or 0 no add-ons, 1 add combos by points, 2 by category, 3 the employee chooses a plan.
  addin_mode smallint CHECK (addin_mode BETWEEN 0 AND 9),
  points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE company_group_items (
  group_id integer NOT NULL REFERENCES company_groups (id),
  sort integer NOT NULL,
  -- 0 general, 1 imaging and auxiliary, 2 laboratory, 3 other.
  item_type smallint NOT NULL CHECK (item_type IN (0, 1, 2, 3)),
  item_name text NOT NULL,
  item_meanning text NOT NULL DEFAULT '',
  PRIMARY KEY (group_id, sort)
);

CREATE TABLE company_combo_categories (
  id integer PRIMARY KEY,
  group_id integer NOT NULL REFERENCES company_groups (id),
  category_name text NOT NULL,
  allow_combo_count integer NOT NULL CHECK (allow_combo_count > 0),
  notice_text text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE company_combos (
  id integer PRIMARY KEY,
  group_id integer NOT NULL REFERENCES company_groups (id),
  category_id integer REFERENCES company_combo_categories (id),
  combo_name text NOT NULL,
  combo_meanning text NOT NULL DEFAULT '',
  combo_important_tips text NOT NULL DEFAULT '',
  consume_points integer NOT NULL DEFAULT 0 CHECK (consume_points >= 0),
  price numeric(10, 2) NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0
);

-- An employee's appointment in a batch. It belongs to the person whose ID number it
-- carries: the fingerprint (the same HMAC user_profiles keeps) and the name.
CREATE TABLE company_appointments (
  id serial PRIMARY KEY,
  exam_no text NOT NULL UNIQUE,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  batch_id integer NOT NULL REFERENCES company_batches (id),
  group_id integer NOT NULL REFERENCES company_groups (id),
  -- The plan an employee chose when the group leaves the choice to them (addin_mode 3).
  chosen_group_id integer REFERENCES company_groups (id),
  idcard_hmac text NOT NULL,
  name text NOT NULL,
  -- 0 not booked, 1 booked, 2 examined.
  appoint_status smallint NOT NULL DEFAULT 0 CHECK (appoint_status IN (0, 1, 2)),
  appoint_date date,
  appoint_time_range_id integer REFERENCES time_ranges (id),
  add_combo_ids integer[] NOT NULL DEFAULT '{}',
  ext_form_value jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_appointments_person ON company_appointments (idcard_hmac, name);

-- A batch's seat counter per day and range, made on first booking: the booking's
-- conditional UPDATE takes from it, so capacity holds across instances.
CREATE TABLE company_slots (
  batch_id integer NOT NULL REFERENCES company_batches (id),
  day date NOT NULL,
  time_range_id integer NOT NULL REFERENCES time_ranges (id),
  limit_num integer NOT NULL CHECK (limit_num >= 0),
  order_num integer NOT NULL DEFAULT 0 CHECK (order_num >= 0 AND order_num <= limit_num),
  PRIMARY KEY (batch_id, day, time_range_id)
);

CREATE TABLE team_requirements (
  id serial PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  user_account_id integer NOT NULL REFERENCES user_accounts (id),
  company_name text NOT NULL,
  contact text NOT NULL,
  phone_num_enc text NOT NULL,
  expected_date date,
  estimate_num integer,
  budget numeric(12, 2),
  remark text NOT NULL DEFAULT '',
  -- 0 submitted, 1 accepted, 9 withdrawn.
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 9)),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_requirements_account ON team_requirements (user_account_id, hosp_id, id DESC);
