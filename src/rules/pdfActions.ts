// The report's buttons (spec 2, section 5 "Reports"): the PDF needs the hospital's
// report_enable_pdf and the report's own pdfEnable; the report itself and the viewer's
// browser view need report_enable_default_view. The server checks the PDF's two switches
// itself (a link cannot turn them on), so the viewer offers its download whenever the PDF
// came.
import type { HospConfig } from '@/contract';
import { configEnabled } from './configs';

/** The viewer's "view in the browser" button, beside the download. */
export const viewerOpensInBrowser = (configs: readonly HospConfig[]): boolean =>
  configEnabled(configs, 'report_enable_default_view');

/**
 * The report centre's buttons for a published exam: the PDF when the hospital allows PDFs
 * (report_enable_pdf), the report has one (its reportKey) and may give it (its pdfEnable);
 * the report itself when the hospital allows viewing it online (report_enable_default_view).
 */
export function centreActions(
  configs: readonly HospConfig[],
  entry: { reportKey: string | null; pdfEnable: boolean },
): { pdf: boolean; view: boolean } {
  return {
    pdf: configEnabled(configs, 'report_enable_pdf') && Boolean(entry.reportKey) && entry.pdfEnable,
    view: configEnabled(configs, 'report_enable_default_view'),
  };
}

/** A code-201 answer carries the address to open instead of a PDF. */
export function redirectOf(err: { code: number; data: unknown } | undefined): string | null {
  if (!err || err.code !== 201 || typeof err.data !== 'string') return null;
  return /^https?:\/\//i.test(err.data) ? err.data : null;
}
