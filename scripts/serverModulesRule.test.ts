// The lint rule that keeps the server's modules apart (eslint/local-rules.js): a module is
// reached through its face, and SQL stays in repositories.
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
// @ts-expect-error: the project's lint rules are plain JavaScript without types.
import local from '../eslint/local-rules.js';

const root = '/repo';
const at = (path: string) => `${root}/${path}`;
// The TypeScript parser, as the project lints: a face's `export type` must parse.
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const rule = (local as { rules: Record<string, Rule.RuleModule> }).rules['server-modules']!;
const options = [{ root }];

describe('the server-modules lint rule', () => {
  it('lets a module use another through its face, and its own files freely', () => {
    tester.run('server-modules', rule, {
      valid: [
        {
          filename: at('server/modules/orders/service.ts'),
          code: "import { hospConfigs } from '../hosp/index.ts';",
          options,
        },
        {
          filename: at('server/modules/orders/service.ts'),
          code: "import * as orders from './repository.ts';",
          options,
        },
        {
          filename: at('server/modules/orders/repository.ts'),
          code: "q.query('SELECT id FROM orders WHERE id = $1', [id]);",
          options,
        },
        {
          filename: at('server/modules/hosp/index.ts'),
          code: "export { hospConfigs } from './service.ts'; export type { HospRow } from './repository.ts';",
          options,
        },
        {
          filename: at('scripts/migrate.ts'),
          code: "import { fingerprintProfilePhones } from '../server/modules/profiles/index.ts'; q.query('SELECT 1 FROM hospitals');",
          options,
        },
        {
          // The demo seeds live outside db/ (issue 39) and insert their rows themselves.
          filename: at('server/seeds/seedUsers.ts'),
          code: "import { insertProfile } from '../modules/profiles/index.ts'; q.query('INSERT INTO user_accounts (mobile) VALUES ($1)');",
          options,
        },
        {
          filename: at('server/modules/orders/orders.test.ts'),
          code: "import { x } from '../hosp/repository.ts'; q.query('DELETE FROM orders');",
          options,
        },
      ],
      invalid: [
        {
          filename: at('server/modules/orders/service.ts'),
          code: "import { hospConfigs } from '../hosp/configsRepository.ts';",
          options,
          errors: [{ messageId: 'face' }],
        },
        {
          filename: at('server/app.ts'),
          code: "import { accountForToken } from './modules/auth/accountsRepository.ts';",
          options,
          errors: [{ messageId: 'face' }],
        },
        {
          filename: at('server/modules/auth/index.ts'),
          code: "export { consumeSmsCode } from './codesRepository.ts';",
          options,
          errors: [{ messageId: 'faceRepository', data: { name: 'consumeSmsCode' } }],
        },
        {
          // Once debt (issue 39): housekeeping read it before shares had its own clean-up.
          filename: at('server/modules/shares/index.ts'),
          code: "export { SHARE_OPENS_KEPT } from './opensRepository.ts';",
          options,
          errors: [{ messageId: 'faceRepository', data: { name: 'SHARE_OPENS_KEPT' } }],
        },
        {
          filename: at('server/modules/hosp/index.ts'),
          code: "export * from './configsRepository.ts';",
          options,
          errors: [{ messageId: 'faceRepository', data: { name: '*' } }],
        },
        {
          filename: at('scripts/seed-more.ts'),
          code: "import { insertProfile } from '../server/modules/profiles/repository.ts';",
          options,
          errors: [{ messageId: 'face', data: { to: 'profiles' } }],
        },
        {
          filename: at('tests/e2e/orders.spec.ts'),
          code: "import { ORDER_MSG } from '../../server/modules/orders/messages.ts';",
          options,
          errors: [{ messageId: 'face', data: { to: 'orders' } }],
        },
        {
          filename: at('server/modules/auth/limits.ts'),
          code: 'q.query(`DELETE FROM auth_attempts WHERE id = $1`, [id]);',
          options,
          errors: [{ messageId: 'sql' }],
        },
      ],
    });
  });
});
