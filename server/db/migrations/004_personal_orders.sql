-- Personal booking: time ranges and their capacity per day, payment methods, orders.

CREATE TABLE time_ranges (
  id integer PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  name text NOT NULL,
  -- 0 morning, 1 afternoon.
  period smallint NOT NULL CHECK (period IN (0, 1)),
  -- Seats on an ordinary weekday; Saturday afternoons and Sundays are closed (schedule.ts).
  limit_num integer NOT NULL CHECK (limit_num >= 0),
  sort integer NOT NULL DEFAULT 0
);

-- Days the centre is closed on top of the weekly rule (holidays), with the reason shown.
CREATE TABLE closed_days (
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  day date NOT NULL,
  reason text NOT NULL,
  PRIMARY KEY (hosp_id, day)
);

-- One row per day and time range once anyone books it: the seat counter that the
-- conditional UPDATE of a booking takes from, so capacity holds across instances.
CREATE TABLE schedule_slots (
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  day date NOT NULL,
  time_range_id integer NOT NULL REFERENCES time_ranges (id),
  limit_num integer NOT NULL CHECK (limit_num >= 0),
  order_num integer NOT NULL DEFAULT 0 CHECK (order_num >= 0 AND order_num <= limit_num),
  PRIMARY KEY (hosp_id, day, time_range_id)
);

CREATE TABLE payment_methods (
  id integer PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  name text NOT NULL,
  remark text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE personal_orders (
  id serial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  account_id integer NOT NULL REFERENCES user_accounts (id),
  profile_id integer NOT NULL REFERENCES user_profiles (id),
  package_id integer NOT NULL REFERENCES packages (id),
  -- 0 draft, 1 booked, 2 examined, 9 cancelled.
  appoint_status smallint NOT NULL DEFAULT 0 CHECK (appoint_status IN (0, 1, 2, 9)),
  -- 0 unpaid, 1 paid, 2 refunding, 3 refunded, 9 closed.
  pay_status smallint NOT NULL DEFAULT 0 CHECK (pay_status IN (0, 1, 2, 3, 9)),
  -- 0 pays on site; otherwise a payment_methods id.
  payment integer NOT NULL DEFAULT 0,
  total_price numeric(10, 2) NOT NULL,
  add_item_ids integer[] NOT NULL DEFAULT '{}',
  appoint_date date,
  appoint_time_range_id integer REFERENCES time_ranges (id),
  extra_data jsonb NOT NULL DEFAULT '{}',
  user_survey_id integer,
  exam_no text,
  trade_no text,
  trade_status text,
  trade_request_time timestamptz,
  trade_response_time timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX personal_orders_account ON personal_orders (account_id, created_at DESC);
