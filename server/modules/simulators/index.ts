// The simulators' face: the outside parties deps.ts connects (SMS, WeChat, partner SSO,
// payments) and their pages and test windows, registered only outside production.
export { cashierModule } from './cashier.ts';
export { devModule } from './dev.ts';
export { simulatorsModule } from './routes.ts';
export {
  outboxGateway,
  simulatedCashier,
  simulatedPortal,
  simulatedWeChat,
  simulatedWeChatMessages,
} from './gateways.ts';
/** Housekeeping's hourly clean-up of the module's expiring rows (housekeeping/cleanUps.ts). */
export { removeExpired } from './gateways.ts';
