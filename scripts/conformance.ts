// Checks a hospital's backend against the contract before go-live: every read, whether its
// answer is the envelope and fits the contract, naming the first field that does not.
// `npm run conformance -- --api https://tj.example-hospital.cn/ --hospid 1` makes the public
// reads (the union's branches with `--union CODE`); with `--phone P --password W` (a test account) it logs in as the app does and makes
// the signed-in reads too, the phone encrypted with the key and IV of `--config` (the
// deployment's config.js, public/config.js by default). Exits 1 when any answer does not fit
// or is refused.
import { checkBackend, type Verdict } from './conformance/check.ts';
import { cryptoOfConfig, type TestAccount } from './conformance/signIn.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const api = arg('--api');
const hospId = Number(arg('--hospid'));
const phone = arg('--phone');
const password = arg('--password');
const unionCode = arg('--union');
if (!api || !Number.isInteger(hospId) || hospId < 1 || !phone !== !password) {
  console.error(
    'usage: npm run conformance -- --api <base-url> --hospid <branch id> ' +
      '[--union <union code>] [--phone <test account> --password <its password> ' +
      '[--config <config.js>]]',
  );
  process.exit(2);
}

const configPath = arg('--config') ?? 'public/config.js';
const account: TestAccount | undefined =
  phone && password ? { phone, password, ...cryptoOfConfig(configPath) } : undefined;

const line = (v: Verdict) => {
  const head = `${v.result.padEnd(8)} ${v.name} ${v.path}`;
  if (v.result === 'mismatch') return `${head}  ${v.field}: ${v.problem}`;
  if (v.result === 'refused') return `${head}  code ${v.code}: ${v.msg}`;
  if (v.result === 'skipped') return `${head}  ${v.why}`;
  return head;
};

const verdicts = await checkBackend(api, hospId, account, unionCode);
for (const v of verdicts) console.log(line(v));
const failed = verdicts.filter((v) => v.result === 'mismatch' || v.result === 'refused');
const fits = verdicts.filter((v) => v.result === 'fits').length;
console.log(
  `${fits} fit, ${failed.length} do not, ${verdicts.length - fits - failed.length} skipped`,
);
if (verdicts.some((v) => v.name === 'passwordLogin' && v.result !== 'fits'))
  console.log(`(the phone was encrypted with the cryptoKey and cryptoIv of ${configPath})`);
process.exit(failed.length ? 1 : 0);
