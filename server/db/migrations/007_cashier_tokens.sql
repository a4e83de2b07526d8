-- The simulated cashier's page is reached by an unguessable token of the trade, as a real
-- provider's prepay id: an order number alone (guessable) no longer shows or settles it.
-- Only the token's SHA-256 is kept.
ALTER TABLE sim_trades ADD COLUMN token_hash text UNIQUE;
