// The WeChat module's face: OAuth and the JS-SDK signature.
export { wechatModule } from './routes.ts';
export { wechatTokenStore } from './tokenStore.ts';
