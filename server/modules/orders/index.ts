// The orders module's face: personal orders and their payment trades.
export { ordersModule } from './routes.ts';
/** A payment provider's notice of a trade, recorded on its order (the simulated cashier). */
export { recordTradeNotice } from './trades.ts';
