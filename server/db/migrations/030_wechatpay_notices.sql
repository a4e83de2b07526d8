-- Issue 40: WeChat Pay's payment notifications taken, by their id. WeChat Pay sends one again
-- until it is acknowledged, and a copied request can be sent again by anyone: one seen before
-- is acknowledged and changes nothing. Kept in the database, so every process of the server
-- and a restart know it.
CREATE TABLE wechatpay_notices (
  notice_id text PRIMARY KEY,
  out_trade_no text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
