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

const LOWER = new Set(['contract', 'rules', 'lib', 'ui', 'api', 'state', 'platform']);

function layerOf(srcDir, file) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..')) return null;
  const [first, second] = rel.split(path.sep);
  if (first === 'features') return { layer: 'features', feature: second };
  return { layer: first.replace(/\.[jt]sx?$/, ''), rel };
}

/**
 * Imports flow one way: lib, ui, api, state, platform -> features -> app. A feature never
 * imports another feature; lib (pure logic) imports only lib and the contract types; only
 * src/api/client.ts imports axios; the server takes from src only the contract and lib,
 * so both sides enforce the same rules.
 */
const layers = {
  meta: {
    type: 'problem',
    messages: {
      upward:
        '{{from}} may not import from {{to}}: imports flow lib/ui/api/state/platform -> features -> app.',
      crossFeature:
        'Feature "{{from}}" may not import feature "{{to}}": move what they share to lib, ui or api.',
      libPure: 'src/lib holds pure logic: it may import only lib and api/contract.',
      axios: 'Only src/api/client.ts imports axios: call the API through it.',
      serverImport:
        'The server takes from src/ only the contract types and the pure rules of src/lib.',
    },
    schema: [{ type: 'object', properties: { root: { type: 'string' } } }],
  },
  create(context) {
    const root = context.options[0]?.root ?? process.cwd();
    const srcDir = path.join(root, 'src');
    const file = context.filename;
    const from = layerOf(srcDir, file);
    const inServer = !path.relative(path.join(root, 'server'), file).startsWith('..');

    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (spec === 'axios' && path.relative(srcDir, file) !== path.join('api', 'client.ts')) {
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
        const shared = to.layer === 'contract' || to.layer === 'rules';
        if (!shared) context.report({ node, messageId: 'serverImport' });
        return;
      }
      if (!from) return;
      if (
        (from.layer === 'lib' || from.layer === 'rules') &&
        !['lib', 'rules', 'contract'].includes(to.layer)
      ) {
        context.report({ node, messageId: 'libPure' });
      } else if (
        LOWER.has(from.layer) &&
        (to.layer === 'features' || to.layer === 'app' || to.layer === 'main')
      ) {
        context.report({ node, messageId: 'upward', data: { from: from.layer, to: to.layer } });
      } else if (from.layer === 'features' && (to.layer === 'app' || to.layer === 'main')) {
        context.report({ node, messageId: 'upward', data: { from: 'features', to: to.layer } });
      } else if (
        from.layer === 'features' &&
        to.layer === 'features' &&
        to.feature !== from.feature
      ) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: from.feature, to: to.feature },
        });
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

export default { rules: { 'no-cjk': noCjk, layers } };
