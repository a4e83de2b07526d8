-- Issue 40: the official account's access token and JS-SDK ticket, kept where every process of
-- the server finds them. WeChat allows a few thousand token calls a day and each new token
-- ends the previous one within minutes: one refresh serves all processes (a transaction-level
-- advisory lock while it runs), and a restart does not ask again. The value is sealed with
-- DATA_KEY, as the stored phones are: a copy of the database does not grant the account's API.
CREATE TABLE wechat_tokens (
  app_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('access_token', 'jsapi_ticket')),
  sealed_value text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (app_id, kind)
);
