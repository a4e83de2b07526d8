import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import './carousel.css';

interface Props {
  children: ReactNode;
  /** Milliseconds between slides; 0 turns autoplay off. */
  interval: number;
  label: string;
  /** The names of the stop and play button (WCAG 2.2.2: what moves can be paused). */
  pauseLabel: string;
  playLabel: string;
}

/**
 * A swipeable carousel built on CSS scroll snapping: the browser does the touch physics,
 * so no gesture or animation library is shipped for the home page's first load.
 */
export function Carousel({ children, interval, label, pauseLabel, playLabel }: Props) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  // Held while a finger or the keyboard is on it; paused until the visitor plays it again.
  const [held, setHeld] = useState(false);
  // Someone who asked their phone for less motion gets it still until they play it.
  const [paused, setPaused] = useState(
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  );
  const moving = interval > 0 && slides.length > 1;

  const show = useCallback((index: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    if (!moving || held || paused) return;
    const timer = window.setTimeout(() => show((active + 1) % slides.length), interval);
    return () => window.clearTimeout(timer);
  }, [active, held, paused, moving, interval, show, slides.length]);

  function onKeyDown(e: KeyboardEvent) {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    show((active + step + slides.length) % slides.length);
  }

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
        // Reached by the keyboard: arrows move between slides; focus holds the autoplay.
        tabIndex={0}
        aria-label={label}
        onKeyDown={onKeyDown}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        onScroll={onScroll}
        onPointerDown={() => setHeld(true)}
        onPointerUp={() => setHeld(false)}
        onPointerCancel={() => setHeld(false)}
        onTouchStart={() => setHeld(true)}
        onTouchEnd={() => setHeld(false)}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className="app-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${slides.length}`}
            aria-hidden={i !== active}
          >
            {slide}
          </div>
        ))}
      </div>
      {moving && (
        <button
          type="button"
          className="app-carousel__pause"
          aria-label={paused ? playLabel : pauseLabel}
          data-paused={paused}
          onClick={() => setPaused(!paused)}
        />
      )}
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
