// The WeChat Pay module's face: the payment notifications of WeChat Pay (API v3), taken where
// it is the payment gateway (WECHATPAY_MCHID set), and the notifications remembered.
export { wechatPayModule } from './routes.ts';
/** Housekeeping's hourly clean-up of the module's expiring rows (housekeeping/cleanUps.ts). */
export { removeExpired } from './service.ts';
