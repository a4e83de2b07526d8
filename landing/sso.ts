import {
  enterDoor,
  readDoor,
  SSO_START_DELAY_MS,
  doorTarget,
  type Door,
} from '../src/domains/session/ssoDoors';
import { parseHospId } from '../src/domains/hospital/hospid';
import { writeLoginCookie, writeOpenIdCookie } from '../src/platform/loginCookie';
import { call } from './http';
import { enterApp, show } from './page';

/** The three partner doors: the portal's token or code is exchanged for a login, then into the app. */
export async function ssoDoor(door: Door) {
  const query = new URLSearchParams(window.location.search);
  const request = readDoor(door, query);
  const hospId = request?.hospId ?? parseHospId(query.get('hospid'));
  if (hospId === null) return enterApp('/error');
  show('signingIn');
  await new Promise((resolve) => setTimeout(resolve, SSO_START_DELAY_MS));
  if (!request) {
    show('failed');
    return enterApp(doorTarget(null, hospId, false));
  }
  try {
    const { user, openId } = await enterDoor(request, call);
    writeLoginCookie(user);
    writeOpenIdCookie(openId);
    show('autoLoginOk');
    // Long enough to read the message; the app shows its own once it opens.
    await new Promise((resolve) => setTimeout(resolve, 600));
    enterApp(doorTarget(request.state, hospId, true));
  } catch {
    show('failed');
    enterApp(doorTarget(null, hospId, false));
  }
}
