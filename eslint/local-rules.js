// The project's own lint rules: the rules of DESIGN.md that a reviewer should never have
// to catch by eye.
import path from 'node:path';

const CJK = /[\u3400-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/u;

/** Every user-visible string lives in locales/: no Chinese character in app code. */
const noCjk = {
  meta: {
    type: 'problem',
    messages: { cjk: 'Chinese text in code: move it to locales/zh-CN (and locales/en).' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        const lines = context.sourceCode.lines;
        lines.forEach((line, i) => {
          const m = CJK.exec(line);
          if (m) context.report({ loc: { line: i + 1, column: m.index }, messageId: 'cjk' });
        });
      },
    };
  },
};

// DESIGN.md section 2: each layer imports only from the layers below it.
const RANK = {
  contract: 0,
  rules: 0,
  kit: 1,
  platform: 1,
  domains: 2,
  features: 3,
  app: 4,
  main: 4,
};
const CLIENT = path.join('kit', 'api', 'client.ts');
/**
 * What the app may take values from in src/contract: the calls' addresses, the constants, the
 * spellings and the endpoint helpers (how a call's address is written), all plain values. The
 * area files' schemas (TypeBox) are the server's; the app takes their types only
 * (src/kit/api/call.ts).
 */
const CONTRACT_VALUES = /^contract[\\/](calls[\\/]\w+|constants|spellings|endpoint)(\.ts)?$/;

function layerOf(srcDir, file) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..')) return null;
  const [first, second] = rel.split(path.sep);
  return { layer: first.replace(/\.[jt]sx?$/, ''), area: second, rel };
}

/** True when the statement brings in types only, so nothing of it reaches the bundle. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')
  );
}

/**
 * Imports flow one way: contract, rules -> kit, platform -> domains -> features -> app.
 * contract and rules are pure and import only each other; a domain imports no other domain
 * but hospital; a feature never imports another feature; only src/kit/api/client.ts imports
 * axios; the app takes values from src/contract only from its plain modules (the calls'
 * addresses, constants, spellings: no schema code in the bundle); the server takes from src only the contract and the rules.
 */
const layers = {
  meta: {
    type: 'problem',
    messages: {
      upward:
        '{{from}} may not import from {{to}}: imports flow contract/rules -> kit/platform -> domains -> features -> app.',
      crossFeature:
        'Feature "{{from}}" may not import feature "{{to}}": move what they share to a domain or to kit.',
      crossDomain:
        'Domain "{{from}}" may not import domain "{{to}}": a domain imports only kit, platform, contract, rules and domains/hospital.',
      pure: 'src/contract and src/rules are shared with the server: they import only each other.',
      axios: 'Only src/kit/api/client.ts imports axios: call the API through it.',
      contractValue:
        'The app takes values from src/contract only from calls/<area> (the addresses), constants, spellings and endpoint; of the area files (the schemas) it takes types.',
      serverImport: 'The server takes from src/ only the contract and the pure rules of src/rules.',
    },
    schema: [{ type: 'object', properties: { root: { type: 'string' } } }],
  },
  create(context) {
    const root = context.options[0]?.root ?? process.cwd();
    const srcDir = path.join(root, 'src');
    const file = context.filename;
    const from = layerOf(srcDir, file);
    const inServer = !path.relative(path.join(root, 'server'), file).startsWith('..');
    const inLanding = !path.relative(path.join(root, 'landing'), file).startsWith('..');
    const isTest = /\.test\.tsx?$/.test(file);

    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (spec === 'axios' && path.relative(srcDir, file) !== CLIENT) {
        if (from) context.report({ node, messageId: 'axios' });
        return;
      }
      let target;
      if (spec.startsWith('@/')) target = path.join(srcDir, spec.slice(2));
      else if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec);
      else return;
      const to = layerOf(srcDir, target);
      if (!to) return;
      if (inServer) {
        if (RANK[to.layer] !== 0) context.report({ node, messageId: 'serverImport' });
        return;
      }
      const inApp = (from && RANK[from.layer] > 0) || inLanding;
      if (
        inApp &&
        !isTest &&
        to.layer === 'contract' &&
        !CONTRACT_VALUES.test(to.rel) &&
        !typeOnly(node)
      ) {
        context.report({ node, messageId: 'contractValue' });
      }
      if (!from || !(from.layer in RANK) || !(to.layer in RANK)) return;
      const [a, b] = [RANK[from.layer], RANK[to.layer]];
      if (a === 0 && b !== 0) {
        context.report({ node, messageId: 'pure' });
      } else if (b > a) {
        context.report({ node, messageId: 'upward', data: { from: from.layer, to: to.layer } });
      } else if (from.layer === 'features' && to.layer === 'features' && to.area !== from.area) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.area, to: to.area } });
      } else if (
        from.layer === 'domains' &&
        to.layer === 'domains' &&
        to.area !== from.area &&
        to.area !== 'hospital'
      ) {
        context.report({ node, messageId: 'crossDomain', data: { from: from.area, to: to.area } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

// DESIGN.md section 2, the server: a module is used through its face (index.ts); its
// repository, service and routes are its own. The face itself names reads and actions of
// the module's service, never a repository function; scripts and Playwright journeys reach a
// module through its face too.
const REPOSITORY = /[Rr]epository\.ts$/;

/**
 * What the rule still tolerates, written down so that it only shrinks (issue 39, item 4):
 * `<module>:<name>` a face re-exports from a repository, `<file> > <target>` a script or a
 * journey imports past a face. Empty since issue 39: nothing may join.
 */
const KNOWN_DEBT = new Set([]);

const SQL =
  /\b(SELECT\s[\s\S]*\bFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|ON\s+CONFLICT)\b/i;

const serverModules = {
  meta: {
    type: 'problem',
    messages: {
      face: 'Module "{{to}}" is used through its face, server/modules/{{to}}/index.ts.',
      faceRepository:
        'A face names reads of its service, not "{{name}}" of a repository: wrap it in the module\'s service.',
      sql: 'SQL lives in a repository (repository.ts or <name>Repository.ts) of its module.',
    },
    schema: [{ type: 'object', properties: { root: { type: 'string' } } }],
  },
  create(context) {
    const root = context.options[0]?.root ?? process.cwd();
    const modulesDir = path.join(root, 'server', 'modules');
    const file = context.filename;
    const under = (dir) => !path.relative(path.join(root, dir), file).startsWith('..');
    const inServer = under('server');
    // Scripts and journeys use a module as the server does, through its face.
    const outside = under('scripts') || under('tests');
    // Tests and their tools (server/test) may reach into a module to arrange its rows.
    const inTestTools = under(path.join('server', 'test'));
    if (!(inServer || outside) || inTestTools || /\.test\.ts$/.test(file)) return {};
    const moduleOf = (f) => {
      const rel = path.relative(modulesDir, f);
      return rel.startsWith('..') || !rel.includes(path.sep) ? null : rel.split(path.sep)[0];
    };
    const own = moduleOf(file);
    const isFace =
      own !== null &&
      path.basename(file) === 'index.ts' &&
      path.dirname(file) === path.join(modulesDir, own);
    const isRepository = REPOSITORY.test(file);
    // The database's own plumbing and the demo seeds (server/seeds) write SQL of their own.
    const inDb = under(path.join('server', 'db')) || under(path.join('server', 'seeds'));
    const rel = (f) => path.relative(root, f).split(path.sep).join('/');

    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const to = moduleOf(target);
      if (to && to !== own && path.basename(target) !== 'index.ts') {
        if (!KNOWN_DEBT.has(`${rel(file)} > ${rel(target)}`))
          context.report({ node, messageId: 'face', data: { to } });
      }
      if (isFace && to === own && REPOSITORY.test(target) && !typeOnly(node)) {
        const names = (node.specifiers ?? [])
          .filter((s) => s.exportKind !== 'type')
          .map((s) => s.local?.name ?? s.exported?.name ?? '*');
        if (node.type === 'ExportAllDeclaration') names.push('*');
        for (const name of names)
          if (!KNOWN_DEBT.has(`${own}:${name}`))
            context.report({ node, messageId: 'faceRepository', data: { name } });
      }
    }
    const sql = (node, text) => {
      if (inServer && !isRepository && !inDb && SQL.test(text))
        context.report({ node, messageId: 'sql' });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      Literal: (node) => typeof node.value === 'string' && sql(node, node.value),
      TemplateLiteral: (node) => sql(node, node.quasis.map((q) => q.value.raw).join('?')),
    };
  },
};

export default { rules: { 'no-cjk': noCjk, layers, 'server-modules': serverModules } };
