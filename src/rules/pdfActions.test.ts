import { describe, expect, it } from 'vitest';
import type { HospConfig } from '@/contract';
import { centreActions, pdfActions, pdfEnabledParam, redirectOf } from './pdfActions';

const configs = (pdf: string, view: string): HospConfig[] => [
  { code: 'report_enable_pdf', value: pdf, detail_note: '' },
  { code: 'report_enable_default_view', value: view, detail_note: '' },
];

describe('pdfActions', () => {
  it('offers download only with the flag and the report allowing it', () => {
    expect(pdfActions(configs('\u662f', '\u662f'), true)).toEqual({ download: true, view: true });
    expect(pdfActions(configs('\u662f', '\u662f'), false).download).toBe(false);
    expect(pdfActions(configs('\u5426', '\u662f'), true).download).toBe(false);
  });
  it('offers the view button only with report_enable_default_view', () => {
    expect(pdfActions(configs('\u662f', '\u5426'), true).view).toBe(false);
    expect(pdfActions(configs('yes', 'yes'), true).view).toBe(true);
    expect(pdfActions([], true)).toEqual({ download: false, view: false });
  });
});

describe('pdfEnabledParam', () => {
  it('is off only when the link says so', () => {
    expect(pdfEnabledParam('0')).toBe(false);
    expect(pdfEnabledParam('false')).toBe(false);
    expect(pdfEnabledParam('1')).toBe(true);
    expect(pdfEnabledParam('true')).toBe(true);
    expect(pdfEnabledParam(null)).toBe(true);
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
  const withPdf = { reportKey: 'RK1' };
  it('offers the PDF and the report when the hospital allows both', () => {
    expect(centreActions(configs('\u662f', '\u662f'), withPdf)).toEqual({ pdf: true, view: true });
  });

  it('hides the PDF when report_enable_pdf is off, or the report has none', () => {
    expect(centreActions(configs('\u5426', '\u662f'), withPdf)).toEqual({ pdf: false, view: true });
    expect(centreActions(configs('\u662f', '\u662f'), { reportKey: null }).pdf).toBe(false);
  });

  it('hides the report itself when report_enable_default_view is off', () => {
    expect(centreActions(configs('\u662f', '\u5426'), withPdf)).toEqual({ pdf: true, view: false });
  });
});
