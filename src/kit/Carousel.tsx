import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import './carousel.css';

interface Props {
  children: ReactNode;
  /** Milliseconds between slides; 0 turns autoplay off. */
  interval: number;
  label: string;
}

/**
 * A swipeable carousel built on CSS scroll snapping: the browser does the touch physics,
 * so no gesture or animation library is shipped for the home page's first load.
 */
export function Carousel({ children, interval, label }: Props) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [held, setHeld] = useState(false);

  const show = useCallback((index: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    if (interval <= 0 || held || slides.length < 2) return;
    const timer = window.setTimeout(() => show((active + 1) % slides.length), interval);
    return () => window.clearTimeout(timer);
  }, [active, held, interval, show, slides.length]);

  function onScroll() {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setActive(Math.round(el.scrollLeft / el.clientWidth));
  }

  return (
    <div className="app-carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div
        ref={track}
        className="app-carousel__track"
        onScroll={onScroll}
        onPointerDown={() => setHeld(true)}
        onPointerUp={() => setHeld(false)}
        onPointerCancel={() => setHeld(false)}
        onTouchStart={() => setHeld(true)}
        onTouchEnd={() => setHeld(false)}
      >
        {slides.map((slide, i) => (
          <div key={i} className="app-carousel__slide" aria-hidden={i !== active}>
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="app-carousel__dots" aria-hidden="true">
          {slides.map((_, i) => (
            <span
              key={i}
              data-testid="carousel-dot"
              data-active={i === active}
              className={
                i === active ? 'app-carousel__dot app-carousel__dot--active' : 'app-carousel__dot'
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
