import { doorOfPath, fallbackRoute } from './doors';
import { enterApp } from './page';
import { ssoDoor } from './sso';
import { wechatDoor } from './wechat';

const door = doorOfPath(window.location.pathname);
const fallback = () => enterApp(fallbackRoute(window.location.search));
if (door === 'wechat') void wechatDoor().catch(fallback);
else if (door) void ssoDoor(door).catch(fallback);
else enterApp('/error');
