import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether a box's content runs past its right edge, and whether it is scrolled to the end. */
function useSideOverflow() {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ overflows: false, atEnd: true });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const overflows = el.scrollWidth - el.clientWidth > 1;
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
      setState((s) => (s.overflows === overflows && s.atEnd === atEnd ? s : { overflows, atEnd }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const watch = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    watch?.observe(el);
    if (el.firstElementChild) watch?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      watch?.disconnect();
    };
  }, []);
  return { box, ...state };
}

/**
 * The comparison's sideways scroll: the item column stays (sticky in compare.css) while
 * the exams scroll. When the exams do not all fit, a line says so with their count and a
 * shaded right edge shows more is there, until the last exam is in view. The region is
 * focusable and named, so a keyboard can scroll it too.
 */
export function CompareScroll({
  label,
  exams,
  testId,
  children,
}: {
  label: string;
  exams: number;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('reports');
  const { box, overflows, atEnd } = useSideOverflow();
  return (
    <>
      {overflows && (
        <p className="cmp-cue" data-testid={`${testId}-cue`}>
          <span aria-hidden="true">{'\u2190 '}</span>
          {t('comparePage.scrollCue', { count: exams })}
          <span aria-hidden="true">{' \u2192'}</span>
        </p>
      )}
      <div
        className={`cmp-scroll-wrap${overflows && !atEnd ? ' cmp-scroll-wrap--more' : ''}`}
        data-testid={`${testId}-edge`}
        data-more={overflows && !atEnd}
      >
        <div ref={box} className="cmp-scroll" role="region" aria-label={label} tabIndex={0}>
          {children}
        </div>
      </div>
    </>
  );
}
