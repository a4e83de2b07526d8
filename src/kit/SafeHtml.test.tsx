import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps formatting and drops script, handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Fast <b>8 h</b></p><script>window.x=1</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">go</a>'
        }
      />,
    );
    const div = container.firstElementChild as HTMLElement;
    expect(div.querySelector('b')?.textContent).toBe('8 h');
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
    const style = div.querySelector('div')?.getAttribute('style') ?? '';
    expect(style).not.toMatch(/position|z-index|top|left/);
    expect(style).toContain('color:red');
    expect(style).toContain('font-weight:bold');
  });
});
