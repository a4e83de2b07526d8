import type { Queryable } from '../../db/db.ts';
import type { KeyKind } from './reportKeys.ts';

// All the SQL of pdf_cache: report PDFs as drawn, one per report, of its latest version.

/** What a PDF is drawn of: an exam, a report made elsewhere, or an exam's doctor summary. */
export interface PdfOf {
  kind: KeyKind | 'summary';
  id: number;
}

/** The kept PDF of the report at this version (base64), or null when none is kept. */
export async function keptPdf(q: Queryable, of: PdfOf, version: string): Promise<string | null> {
  const [row] = await q.query<{ pdf_base64: string }>(
    `SELECT pdf_base64 FROM pdf_cache
      WHERE report_kind = $1 AND report_id = $2 AND version = $3`,
    [of.kind, of.id, version],
  );
  return row?.pdf_base64 ?? null;
}

/** Keeps the PDF of a report's version, in place of any older version's. */
export async function keepPdf(q: Queryable, of: PdfOf, version: string, pdfBase64: string) {
  await q.query(
    `INSERT INTO pdf_cache (report_kind, report_id, version, pdf_base64) VALUES ($1, $2, $3, $4)
     ON CONFLICT (report_kind, report_id)
     DO UPDATE SET version = EXCLUDED.version, pdf_base64 = EXCLUDED.pdf_base64, made_at = now()`,
    [of.kind, of.id, version, pdfBase64],
  );
}
