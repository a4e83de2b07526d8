-- The simulated payment provider's own ledger: a stand-in provider keeps its trades as a real
-- one does, across restarts and for every server instance.
CREATE TABLE sim_trades (
  order_no text PRIMARY KEY,
  trade_no text NOT NULL,
  trade_status text NOT NULL,
  responded_at timestamptz
);
