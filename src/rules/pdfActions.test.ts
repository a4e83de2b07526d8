import { describe, expect, it } from 'vitest';
import type { HospConfig } from '@/contract';
import { centreActions, redirectOf, viewerOpensInBrowser } from './pdfActions';

const configs = (pdf: string, view: string): HospConfig[] => [
  { code: 'report_enable_pdf', value: pdf, detail_note: '' },
  { code: 'report_enable_default_view', value: view, detail_note: '' },
];

describe('viewerOpensInBrowser', () => {
  it('offers the view button only with report_enable_default_view', () => {
    expect(viewerOpensInBrowser(configs('\u662f', '\u662f'))).toBe(true);
    expect(viewerOpensInBrowser(configs('\u662f', '\u5426'))).toBe(false);
    expect(viewerOpensInBrowser(configs('yes', 'yes'))).toBe(true);
    expect(viewerOpensInBrowser([])).toBe(false);
  });
});

describe('redirectOf', () => {
  it('reads the address of a code-201 answer', () => {
    expect(redirectOf({ code: 201, data: 'https://r.example.com/a.pdf' })).toBe(
      'https://r.example.com/a.pdf',
    );
  });
  it('ignores other codes and anything that is not a web address', () => {
    expect(redirectOf({ code: 404, data: 'https://r.example.com/a.pdf' })).toBeNull();
    expect(redirectOf({ code: 201, data: 'javascript:alert(1)' })).toBeNull();
    expect(redirectOf({ code: 201, data: null })).toBeNull();
    expect(redirectOf(undefined)).toBeNull();
  });
});

describe("centreActions: the report centre's buttons", () => {
  const withPdf = { reportKey: 'RK1', pdfEnable: true };
  it('offers the PDF and the report when the hospital allows both', () => {
    expect(centreActions(configs('\u662f', '\u662f'), withPdf)).toEqual({ pdf: true, view: true });
  });

  it('hides the PDF when report_enable_pdf is off, the report has none or its pdfEnable is off', () => {
    expect(centreActions(configs('\u5426', '\u662f'), withPdf)).toEqual({ pdf: false, view: true });
    const yes = configs('\u662f', '\u662f');
    expect(centreActions(yes, { reportKey: null, pdfEnable: true }).pdf).toBe(false);
    expect(centreActions(yes, { reportKey: 'RK1', pdfEnable: false })).toEqual({
      pdf: false,
      view: true,
    });
  });

  it('hides the report itself when report_enable_default_view is off', () => {
    expect(centreActions(configs('\u662f', '\u5426'), withPdf)).toEqual({ pdf: true, view: false });
  });
});
