// The payments module's face: each hospital's online payment methods.
export { paymentsModule } from './routes.ts';
export { isPaymentMethodOf } from './service.ts';
/** Where a trade's payer is (WeChat, another phone browser, a desktop), for the gateway. */
export { payerFor, type PayerClient } from './payer.ts';
