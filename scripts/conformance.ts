// Checks a hospital's backend against the contract before go-live: every public read,
// whether its answer is the envelope and fits the contract, naming the first field that
// does not. `npm run conformance -- --api https://tj.example-hospital.cn/ --hospid 1`
// Exits 1 when any answer does not fit or is refused.
import { checkBackend, type Verdict } from './conformance/check.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const api = arg('--api');
const hospId = Number(arg('--hospid'));
if (!api || !Number.isInteger(hospId) || hospId < 1) {
  console.error('usage: npm run conformance -- --api <base-url> --hospid <branch id>');
  process.exit(2);
}

const line = (v: Verdict) => {
  const head = `${v.result.padEnd(8)} ${v.path}`;
  if (v.result === 'mismatch') return `${head}  ${v.field}: ${v.problem}`;
  if (v.result === 'refused') return `${head}  code ${v.code}: ${v.msg}`;
  if (v.result === 'skipped') return `${head}  ${v.why}`;
  return head;
};

const verdicts = await checkBackend(api, hospId);
for (const v of verdicts) console.log(line(v));
const failed = verdicts.filter((v) => v.result === 'mismatch' || v.result === 'refused');
const fits = verdicts.filter((v) => v.result === 'fits').length;
console.log(
  `${fits} fit, ${failed.length} do not, ${verdicts.length - fits - failed.length} skipped`,
);
process.exit(failed.length ? 1 : 0);
