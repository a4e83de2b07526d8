-- One-time codes of the outside parties the reference server simulates: WeChat OAuth
-- codes (code -> OpenID) and partner SSO codes (code -> account).

CREATE TABLE wx_oauth_codes (
  code text PRIMARY KEY,
  open_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE sso_codes (
  code text PRIMARY KEY,
  -- auth_code (the /ssoLogin door), code (/sso) or sso_token (/portal).
  kind text NOT NULL CHECK (kind IN ('auth_code', 'code', 'sso_token', 'user_ticket')),
  account_id integer NOT NULL REFERENCES user_accounts (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
