import { beforeAll, beforeEach } from 'vitest';
import { ownExams } from '../modules/shares/shareSteps.ts';
import { demoToken } from './auth.ts';
import type { TestContext } from './testApp.ts';

/**
 * 张三 as the sharer of a test file: his token and his two latest published reports, read
 * once; each test starts with none of his shares live (a report holds a few at most).
 */
export function useSharer(ctx: TestContext) {
  const sharer = { token: '', latest: '', older: '' };
  beforeAll(async () => {
    sharer.token = await demoToken(ctx.app, 0);
    const { published } = await ownExams(ctx.app, sharer.token);
    [sharer.latest, sharer.older] = [published[0]!.tjbh, published[1]!.tjbh];
  });
  beforeEach(async () => {
    await ctx.db.query('UPDATE report_shares SET ended_at = now() WHERE ended_at IS NULL');
  });
  return sharer;
}
