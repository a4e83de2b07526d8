import { withHospId } from '../src/domains/hospital/hospid';
import { doorOfPath } from './doors';
import { enterApp } from './page';
import { ssoDoor } from './sso';
import { wechatDoor } from './wechat';

const door = doorOfPath(window.location.pathname);
if (door === 'wechat') void wechatDoor().catch(() => enterApp(withHospId('/', 1)));
else if (door) void ssoDoor(door);
else enterApp('/error');
