import type { Queryable } from '../../db/db.ts';
import type { KeyKind } from './reportKeys.ts';

// All the SQL of pdf_cache: report PDFs as drawn, one per report and variant (a summary's
// comparison set; '' for the rest), of its latest version.

/** What a PDF is drawn of: an exam, a report made elsewhere, or an exam's doctor summary. */
export interface PdfOf {
  kind: KeyKind | 'summary';
  id: number;
  /** Which of the report's PDFs: a summary's comparison set; absent for a report's own. */
  variant?: string;
}

const keyOf = (of: PdfOf) => [of.kind, of.id, of.variant ?? ''];

/** The kept PDF of the report at this version (base64), or null when none is kept. */
export async function keptPdf(q: Queryable, of: PdfOf, version: string): Promise<string | null> {
  const [row] = await q.query<{ pdf_base64: string }>(
    `SELECT pdf_base64 FROM pdf_cache
      WHERE report_kind = $1 AND report_id = $2 AND variant = $3 AND version = $4`,
    [...keyOf(of), version],
  );
  return row?.pdf_base64 ?? null;
}

/**
 * Keeps the PDF of a report's version, in place of any older version's of its variant.
 * With `variantsMax`, the report keeps its newest variants only: the oldest drawn go.
 */
export async function keepPdf(
  q: Queryable,
  of: PdfOf,
  drawn: { version: string; pdfBase64: string; variantsMax?: number },
) {
  await q.query(
    `INSERT INTO pdf_cache (report_kind, report_id, variant, version, pdf_base64)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (report_kind, report_id, variant)
     DO UPDATE SET version = EXCLUDED.version, pdf_base64 = EXCLUDED.pdf_base64, made_at = now()`,
    [...keyOf(of), drawn.version, drawn.pdfBase64],
  );
  if (drawn.variantsMax === undefined) return;
  await q.query(
    `DELETE FROM pdf_cache WHERE report_kind = $1 AND report_id = $2 AND variant NOT IN (
       SELECT variant FROM pdf_cache WHERE report_kind = $1 AND report_id = $2
        ORDER BY made_at DESC, variant LIMIT $3)`,
    [of.kind, of.id, drawn.variantsMax],
  );
}
