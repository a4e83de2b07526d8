import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

describe('SafeHtml', () => {
  it('keeps formatting and drops script, handlers and javascript: links', async () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Fast <b>8 h</b></p><script>window.x=1</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">go</a>'
        }
      />,
    );
    const div = container.firstElementChild as HTMLElement;
    // The sanitiser loads on first use: the box fills once it has.
    await waitFor(() => expect(div.querySelector('b')?.textContent).toBe('8 h'));
    expect(div.querySelector('script')).toBeNull();
    expect(div.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(div.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('renders nothing for missing HTML', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstElementChild?.innerHTML).toBe('');
  });
});

describe('sanitizeHtml (issue 10, item 8)', () => {
  const sources = { origin: 'https://h5.example.cn', imagePath: 'https://img.hospital.cn/files/' };
  const clean = (html: string) => {
    const div = document.createElement('div');
    div.innerHTML = sanitizeHtml(html, sources);
    return div;
  };

  it("drops pictures from outside, keeps the app's and the hospital's", () => {
    const div = clean(
      '<img src="https://tracker.example/pixel.gif"><img src="/demo-assets/a.png"><img src="https://img.hospital.cn/files/b.png"><img src="https://img.hospital.cn/other/c.png">',
    );
    expect([...div.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      '/demo-assets/a.png',
      'https://img.hospital.cn/files/b.png',
    ]);
  });

  it('keeps links inside the app only, and their text either way', () => {
    const div = clean('<a href="https://evil.example/">out</a><a href="#/packageList">in</a>');
    const links = [...div.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, '#/packageList']);
    expect(div.textContent).toBe('outin');
  });

  it('drops positioning styles and keeps the rest', () => {
    const div = clean(
      '<div style="position:fixed;z-index:99999;top:0;left:0;color:red;font-weight:bold">x</div>',
    );
    const kept = div.querySelector('div') as HTMLElement;
    expect(kept.getAttribute('style')).not.toMatch(/position|z-index|top|left/);
    // Written back as the CSSOM serialises it ("color: red;"), so read through it.
    expect(kept.style.color).toBe('red');
    expect(kept.style.fontWeight).toBe('bold');
  });
});

describe('sanitizeHtml: what the audit got past the blocklist (issue 10, item 8)', () => {
  const sources = { origin: 'https://h5.example.cn', imagePath: 'https://img.hospital.cn/files/' };
  const clean = (html: string) => {
    const div = document.createElement('div');
    div.innerHTML = sanitizeHtml(html, sources);
    return div;
  };
  const styleOf = (html: string) => clean(html).querySelector('[style]')?.getAttribute('style');

  it.each([
    [
      'an outside srcset on an allowed picture',
      '<img src="/demo-assets/a.png" srcset="https://evil.example/p.png 1x">',
    ],
    [
      'a picture source',
      '<picture><source srcset="https://evil.example/p.png"><img src="/demo-assets/a.png"></picture>',
    ],
    [
      'a background picture in a style',
      '<p style="background-image:url(https://evil.example/p.png)">x</p>',
    ],
    [
      'an upper-case URL in a background shorthand',
      `<p style="background:URL('https://evil.example/p.png')">x</p>`,
    ],
    [
      'a table background',
      '<table background="https://evil.example/p.png"><tr><td>x</td></tr></table>',
    ],
    [
      'a cell background',
      '<table><tr><td background="https://evil.example/p.png">x</td></tr></table>',
    ],
    [
      'a video poster and source',
      '<video poster="https://evil.example/p.png" src="https://evil.example/v.mp4"></video>',
    ],
    ['an image button', '<input type="image" src="https://evil.example/p.png">'],
    ['a form sent outside', '<form action="https://evil.example/"><button>go</button></form>'],
  ])('leaves nothing that points outside: %s', (_, html) => {
    expect(sanitizeHtml(html, sources)).not.toMatch(/evil\.example/);
  });

  it('keeps the allowed picture when its srcset is dropped', () => {
    const img = clean(
      '<img src="/demo-assets/a.png" srcset="https://evil.example/p.png 1x">',
    ).querySelector('img');
    expect(img?.getAttribute('src')).toBe('/demo-assets/a.png');
    expect(img?.hasAttribute('srcset')).toBe(false);
  });

  it('drops form controls, media and embedded documents, keeping their text', () => {
    const div = clean(
      '<form><input value="a"><button>send</button><select><option>o</option></select><textarea>t</textarea></form><video></video><audio></audio><iframe></iframe><object></object><embed><svg></svg><math></math><style>p{}</style><link rel="stylesheet" href="/x.css"><meta http-equiv="refresh" content="0"><base href="/">',
    );
    expect(div.querySelector('form, input, button, select, option, textarea')).toBeNull();
    expect(div.querySelector('video, audio, iframe, object, embed, svg, math')).toBeNull();
    expect(div.querySelector('style, link, meta, base')).toBeNull();
  });

  it.each([
    ['hidden behind comments', '/**/position:fixed;/**/z-index:99999;/**/inset:0'],
    ['spelled with a CSS escape', '\\70 osition:fixed;z-\\69 ndex:99999'],
    ['as inset-inline', 'inset-inline:0;inset-block:0'],
    ['as translate', 'translate:0 -100px;transform:translateY(-100px)'],
  ])('drops positioning %s', (_, style) => {
    const kept = styleOf(`<div style="${style}">x</div>`) ?? '';
    expect(kept).not.toMatch(/osition|ndex|inset|translate|transform|fixed|99999/i);
  });

  it('keeps harmless styles, normalised', () => {
    const div = clean(
      '<p style="color:#c00;font-size:16px;text-align:center;margin:0 0 8px;background:url(x.png) #fff">x</p>',
    );
    const p = div.querySelector('p') as HTMLElement;
    expect(p.style.color).toBe('rgb(204, 0, 0)');
    expect(p.style.fontSize).toBe('16px');
    expect(p.style.textAlign).toBe('center');
    expect(p.style.marginBottom).toBe('8px');
    expect(p.style.backgroundImage).toBe('');
    expect(p.getAttribute('style')).not.toMatch(/url/i);
  });

  it('among allowed properties, drops outside values, pulls and out-of-flow displays', () => {
    const p = clean(
      '<p style="color:var(--app-red);margin-top:-40px;margin-left:8px;display:contents;font-weight:bold !important">x</p>',
    ).querySelector('p') as HTMLElement;
    expect(p.style.color).toBe('');
    expect(p.style.marginTop).toBe('');
    expect(p.style.marginLeft).toBe('8px');
    expect(p.style.display).toBe('');
    expect(p.style.fontWeight).toBe('bold');
    // Without !important, so the app's own rules still win.
    expect(p.style.getPropertyPriority('font-weight')).toBe('');
  });

  it("drops classes and ids, which could borrow the app's own overlay styles", () => {
    const div = clean('<div class="van-overlay" id="root">x</div>');
    expect(div.querySelector('div')?.hasAttribute('class')).toBe(false);
    expect(div.querySelector('div')?.hasAttribute('id')).toBe(false);
  });
});
