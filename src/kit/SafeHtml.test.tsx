import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

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
