import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long WeChat may take to draw an open tag. A WeChat that neither draws it nor says
 * why (no config signature, an old client) leaves an empty box: after this, the fallback.
 */
export const OPEN_TAG_WAIT_MS = 3000;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * What an open tag shows: one button, drawn by WeChat in its own frame, where neither the
 * page's CSS nor its CSS variables reach, so it carries its own style (`.btn`).
 */
export function OpenTagButton({ style, label }: { style: string; label: string }) {
  return (
    <script
      type="text/wxtag-template"
      dangerouslySetInnerHTML={{
        __html: `<style>${style}</style><button class="btn">${escapeHtml(label)}</button>`,
      }}
    />
  );
}

/**
 * Watches a WeChat open tag (put `tagRef` on it) while `active`, and says when it cannot
 * work: its own error, a WeChat that cannot draw open tags at all (WeixinOpenTagsError on
 * the document), or a tag still blank OPEN_TAG_WAIT_MS after it was drawn. `fail` says so
 * for a reason of the caller's (wx.config refused). `onSuccess` hears the tag's success.
 */
export function useOpenTag(active: boolean, onSuccess?: (event: Event) => void) {
  const tagRef = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);
  // The latest callback, without subscribing the tag's listeners again on each render.
  const success = useRef(onSuccess);
  useEffect(() => {
    success.current = onSuccess;
  });
  const fail = useCallback(() => setFailed(true), []);
  const watching = active && !failed;

  useEffect(() => {
    const tag = tagRef.current;
    if (!watching || !tag) return;
    let ready = false;
    const onReady = () => (ready = true);
    const onTagSuccess = (event: Event) => success.current?.(event);
    tag.addEventListener('success', onTagSuccess);
    tag.addEventListener('error', fail);
    tag.addEventListener('ready', onReady);
    document.addEventListener('WeixinOpenTagsError', fail);
    const timer = window.setTimeout(() => {
      if (!ready && tag.getBoundingClientRect().height === 0) fail();
    }, OPEN_TAG_WAIT_MS);
    return () => {
      tag.removeEventListener('success', onTagSuccess);
      tag.removeEventListener('error', fail);
      tag.removeEventListener('ready', onReady);
      document.removeEventListener('WeixinOpenTagsError', fail);
      window.clearTimeout(timer);
    };
  }, [watching, fail]);

  return { tagRef, failed, fail };
}
