-- The tailored plan: items a hospital offers on top of its packages, combos of items sold
-- at one price, and the combos an order adds.

-- An add-on is an ordinary item of the hospital marked as offered on its own; it costs
-- the item's price. addon_sort orders the add-on list of the plan page.
ALTER TABLE items ADD COLUMN addon boolean NOT NULL DEFAULT false;
ALTER TABLE items ADD COLUMN addon_sort integer NOT NULL DEFAULT 0;

CREATE TABLE combos (
  id integer PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  name text NOT NULL,
  -- The combo's own price, usually below the sum of its items.
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  -- 0 anyone, 1 men only, 2 women only (like packages.sex_limit).
  sex_limit integer NOT NULL DEFAULT 0 CHECK (sex_limit IN (0, 1, 2)),
  -- false withdraws a combo from sale without touching the orders that hold it.
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX combos_hosp ON combos (hosp_id);

CREATE TABLE combo_items (
  combo_id integer NOT NULL REFERENCES combos (id),
  item_id integer NOT NULL REFERENCES items (id),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (combo_id, item_id)
);

ALTER TABLE personal_orders ADD COLUMN add_combo_ids integer[] NOT NULL DEFAULT '{}';
