// The payments module's face: each hospital's online payment methods.
export { paymentsModule } from './routes.ts';
export { isPaymentMethodOf } from './service.ts';
