// The words of the simulated outside parties' pages (WeChat's authorize page, a partner's
// portal, the provider's cashier): the `sim` group of locales/zh-CN/server.json (see
// plugins/words.ts). The values a page fills in are escaped by the page; these are not HTML.
import { template, WORDS } from '../../plugins/words.ts';

const sim = WORDS.sim;

export const SIM_MSG = {
  ...sim,
  wechatAsks: template(sim.wechatAsks, ['scope']),
  wechatAllowDemo: template(sim.wechatAllowDemo, ['name']),
  portalIntro: template(sim.portalIntro, ['state', 'param']),
  portalDoor: template(sim.portalDoor, ['door']),
  portalDoorHash: template(sim.portalDoorHash, ['door']),
  cashierOrderNo: template(sim.cashierOrderNo, ['orderNo']),
};
