import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 39, item 4: modules own their tables. Each table of the migrations has one owning
// module, and only that module's SQL reads or writes it; any other module asks the owner's
// face for a named read. What still crosses is listed below, exactly, so the list only
// shrinks: a new crossing fails, and so does an entry whose crossing is gone.

const root = new URL('../', import.meta.url).pathname;
const modulesDir = join(root, 'modules');

/** Every table's one owner: a module of server/modules, or the seeds (server/seeds). */
const OWNER: Record<string, string> = {
  app_meta: 'seeds',
  article_types: 'content',
  article_visits: 'content',
  articles: 'content',
  auth_attempts: 'auth',
  binding_tickets: 'auth',
  captchas: 'auth',
  closed_days: 'schedule',
  combo_items: 'catalog',
  combos: 'catalog',
  companies: 'company',
  company_appointments: 'company',
  company_batches: 'company',
  company_combo_categories: 'company',
  company_combos: 'company',
  company_group_items: 'company',
  company_groups: 'company',
  company_slots: 'company',
  exam_items: 'reports',
  exam_ratings: 'reports',
  exam_results: 'reports',
  exam_ris_reports: 'reports',
  exam_types: 'catalog',
  exams: 'reports',
  external_reports: 'reports',
  faqs: 'content',
  feedback: 'feedback',
  home_modules: 'hosp',
  hosp_assets: 'hosp',
  hosp_configs: 'hosp',
  hospitals: 'hosp',
  items: 'catalog',
  package_items: 'catalog',
  packages: 'catalog',
  payment_methods: 'payments',
  pdf_cache: 'reports',
  personal_orders: 'orders',
  queue_keys: 'queue',
  queue_tasks: 'queue',
  queue_visits: 'queue',
  reminder_sends: 'reminders',
  reminder_wechat_grants: 'reminders',
  reminders: 'reminders',
  report_share_opens: 'shares',
  report_shares: 'shares',
  schedule_slots: 'schedule',
  sessions: 'auth',
  sim_trades: 'simulators',
  sms_codes: 'auth',
  sms_outbox: 'simulators',
  sms_sends: 'auth',
  sso_codes: 'sso',
  surveys: 'surveys',
  team_requirements: 'company',
  time_ranges: 'schedule',
  union_hospitals: 'hosp',
  unions: 'hosp',
  user_accounts: 'auth',
  user_profiles: 'profiles',
  user_surveys: 'surveys',
  verified_signs: 'auth',
  wechat_tokens: 'wechat',
  wechatpay_notices: 'wechatPay',
  wx_message_outbox: 'simulators',
  wx_oauth_codes: 'simulators',
};

/**
 * The SQL that still touches another module's table, module -> tables: debt to move
 * behind the owner's face (issue 39, item 4). Nothing may join; an entry goes when its
 * crossing does.
 */
const CROSSINGS: Record<string, string[]> = {
  company: ['user_profiles'],
  orders: ['packages', 'user_profiles'],
  queue: ['user_profiles'],
  reminders: [
    'company_appointments',
    'company_batches',
    'company_groups',
    'packages',
    'personal_orders',
    'user_profiles',
  ],
  reports: ['packages', 'personal_orders', 'user_profiles'],
  shares: ['exams'],
  surveys: ['user_profiles'],
};

/** The tables the migrations create. */
function migrationTables(): string[] {
  const dir = join(root, 'db', 'migrations');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .flatMap((name) =>
      [
        ...readFileSync(join(dir, name), 'utf8').matchAll(
          /CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi,
        ),
      ].map((m) => m[1]!),
    );
}

/** The module folders of server/modules. */
const moduleNames = () =>
  readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A module's non-test TypeScript, without its comment lines. */
function moduleCode(module: string): string {
  const dir = join(modulesDir, module);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');
}

/** The known tables a piece of code names after FROM, JOIN, INTO, UPDATE or TABLE. */
function tablesIn(code: string, tables: ReadonlySet<string>): string[] {
  const named = [...code.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+(\w+)/gi)].map((m) => m[1]!);
  return [...new Set(named.filter((name) => tables.has(name)))].sort();
}

/** `module -> table` for each table a module's SQL touches that it does not own. */
function crossings(tables: ReadonlySet<string>): string[] {
  return moduleNames()
    .flatMap((module) =>
      tablesIn(moduleCode(module), tables)
        .filter((table) => OWNER[table] !== module)
        .map((table) => `${module} -> ${table}`),
    )
    .sort();
}

const listed = () =>
  Object.entries(CROSSINGS)
    .flatMap(([module, names]) => names.map((table) => `${module} -> ${table}`))
    .sort();

describe('the owners of the tables', () => {
  const tables = migrationTables();

  it('names one owner, a module or the seeds, for every table of the migrations', () => {
    expect(new Set(tables).size).toBe(tables.length);
    expect(tables.filter((table) => !(table in OWNER))).toEqual([]);
    expect(Object.keys(OWNER).filter((table) => !tables.includes(table))).toEqual([]);
    const owners = new Set([...moduleNames(), 'seeds']);
    expect(Object.values(OWNER).filter((owner) => !owners.has(owner))).toEqual([]);
  });

  it("lets no module's SQL touch another module's table beyond the listed crossings", () => {
    const found = crossings(new Set(tables));
    const known = listed();
    // A crossing not listed: ask the owner's face instead.
    expect(found.filter((pair) => !known.includes(pair))).toEqual([]);
    // A listed crossing gone: drop it from CROSSINGS, the list only shrinks.
    expect(known.filter((pair) => !found.includes(pair))).toEqual([]);
  });

  it('finds the tables a statement names, and only known ones', () => {
    const known = new Set(['exams', 'user_profiles']);
    const sql = `SELECT e.id FROM exams e
      JOIN user_profiles p ON p.id = e.profile_id WHERE e.tjbh IN (SELECT x FROM unnest($1))`;
    expect(tablesIn(sql, known)).toEqual(['exams', 'user_profiles']);
    expect(tablesIn("import { x } from './exams.ts';", known)).toEqual([]);
  });
});
