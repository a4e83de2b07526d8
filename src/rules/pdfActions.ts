// The PDF viewer's buttons (spec 2, section 5 "Reports"): download needs the hospital's
// report_enable_pdf and the report's own pdfEnable; the view button needs
// report_enable_default_view.
import type { HospConfig } from '@/contract';
import { configEnabled } from './configs';

/**
 * The report's pdfEnable as the link to the viewer carries it (`pdfEnable=0` for a report
 * whose PDF may not be downloaded). A link without it is an external PDF, which has no
 * such switch of its own.
 */
export function pdfEnabledParam(value: string | null): boolean {
  return value === null || !['0', 'false', 'no'].includes(value.trim().toLowerCase());
}

export function pdfActions(
  configs: readonly HospConfig[],
  pdfEnable: boolean,
): { download: boolean; view: boolean } {
  return {
    download: configEnabled(configs, 'report_enable_pdf') && pdfEnable,
    view: configEnabled(configs, 'report_enable_default_view'),
  };
}

/**
 * The report centre's buttons for a published exam: the PDF when the hospital allows PDFs
 * (report_enable_pdf) and the report has one (its reportKey; its pdfEnable then decides the
 * viewer's download), the report itself when the hospital allows viewing it online
 * (report_enable_default_view).
 */
export function centreActions(
  configs: readonly HospConfig[],
  entry: { reportKey: string | null },
): { pdf: boolean; view: boolean } {
  return {
    pdf: configEnabled(configs, 'report_enable_pdf') && Boolean(entry.reportKey),
    view: configEnabled(configs, 'report_enable_default_view'),
  };
}

/** A code-201 answer carries the address to open instead of a PDF. */
export function redirectOf(err: { code: number; data: unknown } | undefined): string | null {
  if (!err || err.code !== 201 || typeof err.data !== 'string') return null;
  return /^https?:\/\//i.test(err.data) ? err.data : null;
}
