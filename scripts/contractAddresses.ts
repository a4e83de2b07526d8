// The app needs of an endpoint object only its address (method and path) and how to read
// its answer (paging, spellings); the schemas are the server's, and TypeBox would cost home
// its budget. In the app's build this plugin reduces each file of src/contract to that: the schema fields of
// every `endpoint({...})` go, every other statement that makes a value goes (schemas, their
// helpers), and so does the import of TypeBox. Types are untouched: they vanish anyway.
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The fields of an endpoint the app reads: its address, and how to bring an answer sent in
 * the spec's other spellings to the contract's (plain objects of src/contract/spellings.ts).
 */
const KEPT = new Set(['method', 'path', 'paged', 'spellings']);

/** Files of src/contract the app takes as they are: plain values and the endpoint helper. */
const KEPT_WHOLE = /[\\/]contract[\\/](constants|endpoint|spellings)\.ts$/;

interface Edit {
  start: number;
  end: number;
  text: string;
}

const isEndpointCall = (node: ts.Expression | undefined): node is ts.CallExpression =>
  node !== undefined &&
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'endpoint';

/** Removes all but the address of one `endpoint({...})`. */
function reduceEndpoint(call: ts.CallExpression, file: ts.SourceFile, edits: Edit[]) {
  const [arg] = call.arguments;
  if (!arg || !ts.isObjectLiteralExpression(arg)) return;
  // The bare object: `endpoint()` only gives the server its types, and an object literal is
  // left out of the bundle when no page calls it.
  edits.push({ start: call.getStart(file), end: arg.getStart(file), text: '' });
  edits.push({ start: arg.getEnd(), end: call.getEnd(), text: '' });
  for (const prop of arg.properties) {
    const name = prop.name && ts.isIdentifier(prop.name) ? prop.name.text : null;
    if (name && KEPT.has(name)) continue;
    const end = prop.getEnd();
    const comma = file.text[end] === ',' ? 1 : 0;
    edits.push({ start: prop.getStart(file), end: end + comma, text: '' });
  }
}

/** What the app keeps of a statement: all of it, the endpoints reduced, or nothing. */
function reduceStatement(statement: ts.Statement, file: ts.SourceFile, edits: Edit[]) {
  const drop = () =>
    edits.push({ start: statement.getStart(file), end: statement.getEnd(), text: '' });
  if (ts.isImportDeclaration(statement)) {
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (from === 'typebox') drop();
    return;
  }
  if (ts.isVariableStatement(statement)) {
    const inits = statement.declarationList.declarations.map((d) => d.initializer);
    if (inits.every(isEndpointCall)) inits.forEach((init) => reduceEndpoint(init, file, edits));
    else drop();
    return;
  }
  const typeOnly =
    ts.isTypeAliasDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isExportDeclaration(statement);
  if (!typeOnly) drop();
}

/** The contract file's source with its endpoints reduced to addresses and nothing else. */
export function addressesOnly(source: string, fileName = 'contract.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const edits: Edit[] = [];
  for (const statement of file.statements) reduceStatement(statement, file, edits);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

export function contractAddresses(): Plugin {
  return {
    name: 'contract-addresses',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/.test(id) || KEPT_WHOLE.test(id)) return null;
      return { code: addressesOnly(code, id), map: null };
    },
  };
}
