// Writes the contract's OpenAPI document (server/plugins/openapi.ts) to a file, for a
// hospital's backend team: `npm run openapi [-- out.json]` (openapi.json by default).
// A running reference server serves the same document at /api/openapi.json.
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../server/plugins/openapi.ts';

const out = process.argv[2] ?? 'openapi.json';
const document = openApiDocument();
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`${out}: ${Object.keys(document.paths as object).length} paths of the contract`);
