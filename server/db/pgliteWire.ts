import { types, type PGlite } from '@electric-sql/pglite';

// The embedded database's answers read straight from PostgreSQL's wire format. PGlite's own
// reader builds an object per message and decodes every field on the way: on a short
// query that cost more than running it. Here only rows, command tags and errors are read.

/** The columns of a statement's rows: their names and type ids. */
export interface Columns {
  names: string[];
  types: number[];
}

export interface Answer {
  rows: Record<string, unknown>[];
  /** The command tag's first word: SELECT, INSERT, COMMIT, ROLLBACK... */
  command: string | undefined;
}

/** PostgreSQL's error fields (ErrorResponse), named as node-postgres names them. */
const ERROR_FIELDS: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

/** Runs a batch of protocol messages and answers the bytes PostgreSQL sent back. */
export async function exchange(lite: PGlite, message: Uint8Array, syncToFs: boolean) {
  const chunks: Uint8Array[] = [];
  await lite.execProtocolRawStream(message, {
    syncToFs,
    // The chunk is a view of the database's own memory, reused for the next one.
    onRawData: (chunk) => void chunks.push(chunk.slice()),
  });
  return chunks.length === 1 ? Buffer.from(chunks[0]!) : Buffer.concat(chunks);
}

/** Reads a RowDescription's payload (after its length) into column names and types. */
function columnsOf(buf: Buffer, at: number): Columns {
  const count = buf.readInt16BE(at);
  const columns: Columns = { names: [], types: [] };
  let pos = at + 2;
  for (let i = 0; i < count; i++) {
    const end = buf.indexOf(0, pos);
    columns.names.push(buf.toString('utf8', pos, end));
    columns.types.push(buf.readInt32BE(end + 7));
    pos = end + 19;
  }
  return columns;
}

function errorOf(buf: Buffer, at: number, end: number): Error {
  const fields: Record<string, string> = {};
  let pos = at;
  while (pos < end && buf[pos] !== 0) {
    const code = String.fromCharCode(buf[pos]!);
    const stop = buf.indexOf(0, pos + 1);
    fields[code] = buf.toString('utf8', pos + 1, stop);
    pos = stop + 1;
  }
  const err = new Error(fields.M ?? 'database error');
  for (const [code, name] of Object.entries(ERROR_FIELDS))
    if (fields[code] !== undefined) Object.assign(err, { [name]: fields[code] });
  return err;
}

/**
 * The rows and command of one statement's answer, its values parsed as PGlite parses them;
 * `described` gives the columns when the answer carries no RowDescription (a prepared
 * statement's, described once). Throws PostgreSQL's error when the answer holds one.
 */
export function readAnswer(lite: PGlite, buf: Buffer, described: Columns | null): Answer {
  let columns = described;
  let parsers: Array<((x: string, type: number) => unknown) | undefined> = [];
  const parsersOf = (c: Columns) => c.types.map((t) => lite.parsers[t] ?? types.parsers[t]);
  if (columns) parsers = parsersOf(columns);
  const answer: Answer = { rows: [], command: undefined };
  let error: Error | null = null;
  for (let pos = 0; pos < buf.length;) {
    const type = buf[pos]!;
    const end = pos + 1 + buf.readInt32BE(pos + 1);
    const at = pos + 5;
    if (type === 0x44 && columns) {
      // DataRow
      const row: Record<string, unknown> = {};
      let p = at + 2;
      for (let i = 0; i < columns.names.length; i++) {
        const length = buf.readInt32BE(p);
        p += 4;
        if (length < 0) row[columns.names[i]!] = null;
        else {
          const text = buf.toString('utf8', p, p + length);
          const parser = parsers[i];
          row[columns.names[i]!] = parser ? parser(text, columns.types[i]!) : text;
          p += length;
        }
      }
      answer.rows.push(row);
    } else if (type === 0x54) {
      columns = columnsOf(buf, at);
      parsers = parsersOf(columns);
    } else if (type === 0x43) {
      answer.command = buf.toString('utf8', at, buf.indexOf(0, at)).split(' ')[0];
    } else if (type === 0x45) error ??= errorOf(buf, at, end);
    pos = end;
  }
  if (error) throw error;
  return answer;
}

/** A statement's description (Describe of a prepared statement): parameter and row types. */
export function readDescription(buf: Buffer) {
  let paramTypes: number[] = [];
  let columns: Columns | null = null;
  for (let pos = 0; pos < buf.length;) {
    const type = buf[pos]!;
    const end = pos + 1 + buf.readInt32BE(pos + 1);
    const at = pos + 5;
    if (type === 0x74) {
      // ParameterDescription
      paramTypes = Array.from({ length: buf.readInt16BE(at) }, (_, i) =>
        buf.readInt32BE(at + 2 + 4 * i),
      );
    } else if (type === 0x54) columns = columnsOf(buf, at);
    else if (type === 0x45) throw errorOf(buf, at, end);
    pos = end;
  }
  return { paramTypes, columns };
}
