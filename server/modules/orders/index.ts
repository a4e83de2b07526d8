// The orders module's face: personal orders and their payment trades.
export { ordersModule } from './routes.ts';
/** A payment provider's notice of a trade, recorded on its order (the simulated cashier). */
export { orderTotal, recordTradeNotice } from './trades.ts';
/** Housekeeping's hourly clean-up of the module's expiring rows (housekeeping/cleanUps.ts). */
export { removeExpired } from './service.ts';
/** The user centre's badge: the account's bookings still to be examined. */
export { openOrderCount } from './service.ts';
/** The open drafts an account keeps: the booking race checks the cap. */
export { OPEN_DRAFTS_KEPT } from './service.ts';
