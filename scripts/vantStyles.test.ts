// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { namesImported, vantStyleDirs } from './vantStyles';

const made: string[] = [];
/** A src folder of one file with the given text. */
function srcWith(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'vant-styles-'));
  made.push(dir);
  mkdirSync(join(dir, 'kit'));
  writeFileSync(join(dir, 'kit', 'Page.tsx'), text);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the react-vant styles of the app's first stylesheet", () => {
  it('reads the names imported from react-vant, over lines, renamed, types left out', () => {
    const src = srcWith(
      "import {\n  Button,\n  type FieldInstance,\n  Cell as Row,\n} from 'react-vant';\nexport { Toast } from 'react-vant';\nimport { Cross } from '@react-vant/icons';",
    );
    expect([...namesImported(src)].sort()).toEqual(['Button', 'Cell', 'Toast']);
  });

  it("gives a component the styles of what it is made of, in react-vant's order", () => {
    // A toast is a popup (over an overlay) with a loading spinner.
    expect(vantStyleDirs(srcWith("import { Toast } from 'react-vant';"))).toEqual([
      'popup',
      'overlay',
      'loading',
      'toast',
    ]);
  });

  it('gives the styles of parts react-vant does not export by name, after the others', () => {
    // A field with rows is a text area: a folder of its own, named by no top-level export.
    // (Its tooltip's dialog brings the dialog's buttons, badges and action bar.)
    expect(vantStyleDirs(srcWith("import { Field } from 'react-vant';"))).toEqual([
      'button',
      'badge',
      'field',
      'cell',
      'popup',
      'overlay',
      'loading',
      'dialog',
      'input',
      'action-bar',
      'text-area',
    ]);
  });

  it('gives nothing for a file that imports nothing from react-vant', () => {
    expect(vantStyleDirs(srcWith("import { useState } from 'react';"))).toEqual([]);
  });

  it('stops the build at a name react-vant does not export', () => {
    expect(() => vantStyleDirs(srcWith("import { Buton } from 'react-vant';"))).toThrow(
      'react-vant exports no Buton',
    );
  });

  it("has the styles of the app's own components and leaves out those it never shows", () => {
    const dirs = vantStyleDirs();
    for (const used of [
      'button',
      'field',
      'cell',
      'dialog',
      'popup',
      'toast',
      'picker',
      'text-area',
    ])
      expect(dirs).toContain(used);
    for (const unused of ['calendar', 'tabs', 'swiper', 'sku', 'floating-ball'])
      expect(dirs).not.toContain(unused);
  });
});
