import { useEffect, useRef } from 'react';

/** CODE128 as the centre's scanners read it: bar width 1.5, height 70. */
export const BARCODE_OPTIONS = { format: 'CODE128', width: 1.5, height: 70, margin: 8 } as const;
/** The barcode is drawn a moment after the page, so the page itself shows at once (order page). */
export const BARCODE_DELAY_MS = 1000;

/** The exam number as a barcode the front desk scans; jsbarcode loads only here. */
export function Barcode({
  value,
  delayMs = BARCODE_DELAY_MS,
}: {
  value: string;
  delayMs?: number;
}) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      void import('jsbarcode').then(({ default: JsBarcode }) => {
        if (live && ref.current) JsBarcode(ref.current, value, BARCODE_OPTIONS);
      });
    }, delayMs);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [value, delayMs]);
  return <svg ref={ref} className="app-barcode" data-testid="barcode" data-value={value} />;
}
