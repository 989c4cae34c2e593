import { useT } from '@shop/i18n';
import { useReducedMotion } from '@shop/ui';
import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { useViewportWidth } from '../hooks/use-viewport-width';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SPEED_MS,
  firstItemAt,
  loopTrack,
  settledPosition,
  slidesToShow,
} from '../utils/carousel';
import './carousel.css';

interface TrackState {
  /** Index in the track (copies included) of the leftmost visible slide. */
  position: number;
  /** Whether the next change of position is animated (a jump between copies is not). */
  animate: boolean;
  /** A move is under way: further steps wait until it settles. */
  moving: boolean;
  /** Copies on each end the position was computed for. */
  clones: number;
}

type TrackAction =
  | { type: 'step'; delta: number }
  | { type: 'settle'; n: number }
  | { type: 'relayout'; n: number; clones: number };

function trackReducer(state: TrackState, action: TrackAction): TrackState {
  switch (action.type) {
    case 'step':
      if (state.moving || state.clones === 0) return state;
      return { ...state, position: state.position + action.delta, animate: true, moving: true };
    case 'settle': {
      if (!state.moving) return state;
      const position = settledPosition(state.position, action.n, state.clones);
      return { ...state, moving: false, position, animate: position === state.position };
    }
    case 'relayout':
      return {
        position: action.clones + firstItemAt(state.position, action.n, state.clones),
        animate: false,
        moving: false,
        clones: action.clones,
      };
  }
}

export interface CarouselProps<T> {
  items: readonly T[];
  /** Accessible name of the carousel, e.g. 'Best sellers'. */
  label: string;
  getKey: (item: T) => string;
  renderSlide: (item: T) => ReactNode;
  /** Test id of every slide (copies included). */
  slideTestId?: string;
  autoplayMs?: number;
  speedMs?: number;
}

/**
 * An infinite carousel without a library: the track holds copies of the last slides before the
 * first and of the first slides after the last; a step moves the track by one slide width with a
 * CSS transform transition, and landing on copies jumps back to the real slides unanimated.
 * As many slides show as `slidesToShow(viewport width)` says, each exactly 1/n of the width.
 * Autoplay pauses while the pointer is over it or a slide has focus, and with the Pause button;
 * with reduced motion it starts paused and moves without animation.
 */
export function Carousel<T>({
  items,
  label,
  getKey,
  renderSlide,
  slideTestId,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
  speedMs = CAROUSEL_SPEED_MS,
}: CarouselProps<T>) {
  const { t } = useT('shop');
  const n = items.length;
  const visible = slidesToShow(useViewportWidth());
  const loops = n > visible;
  const clones = loops ? visible : 0;
  const reduced = useReducedMotion();

  const [state, dispatch] = useReducer(trackReducer, {
    position: clones,
    animate: false,
    moving: false,
    clones,
  });
  // A new layout (another viewport width, other items) keeps the first visible item in place.
  if (state.clones !== clones) dispatch({ type: 'relayout', n, clones });

  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reduced;
  const playing = loops && !paused && !hovered && !focused;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => dispatch({ type: 'step', delta: 1 }), autoplayMs);
    return () => clearInterval(timer);
  }, [playing, autoplayMs]);

  // transitionend settles the move; this timer does when no transition runs (reduced motion,
  // a background tab, a test without layout).
  useEffect(() => {
    if (!state.moving) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'settle', n }), speedMs + 50);
    return () => clearTimeout(timer);
  }, [state.moving, state.position, n, speedMs]);

  const viewportRef = useRef<HTMLDivElement>(null);
  const slides = loops ? loopTrack(items, clones) : items.map((item) => ({ item, clone: false }));
  const first = loops ? firstItemAt(state.position, n, clones) : 0;
  const position = loops ? state.position : 0;
  const animated = state.animate && !reduced;

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-visible={visible}
      data-index={first}
      data-playing={playing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {loops && (
        <div className="carousel__controls">
          <button
            type="button"
            className="btn btn--small carousel__button"
            aria-label={t('carousel.previous', { label: label.toLowerCase() })}
            onClick={() => dispatch({ type: 'step', delta: -1 })}
          >
            <span aria-hidden>‹</span>
          </button>
          <button
            type="button"
            className="btn btn--small carousel__button"
            onClick={() => setUserPaused(!paused)}
          >
            {paused ? t('carousel.play') : t('carousel.pause')}
          </button>
          <button
            type="button"
            className="btn btn--small carousel__button"
            aria-label={t('carousel.next', { label: label.toLowerCase() })}
            onClick={() => dispatch({ type: 'step', delta: 1 })}
          >
            <span aria-hidden>›</span>
          </button>
        </div>
      )}
      <div
        ref={viewportRef}
        className="carousel__viewport"
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!viewportRef.current?.contains(event.relatedTarget as Node | null)) {
            setFocused(false);
          }
        }}
      >
        <div
          className="carousel__track"
          aria-live={playing ? 'off' : 'polite'}
          style={{
            transform: `translateX(${(-position * 100) / visible}%)`,
            transition: animated ? `transform ${speedMs}ms ease` : 'none',
          }}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) dispatch({ type: 'settle', n });
          }}
        >
          {slides.map(({ item, clone }, index) => {
            const shown = index >= position && index < position + visible;
            const itemIndex = loops ? (((index - clones) % n) + n) % n : index;
            return (
              <div
                key={`${clone ? `clone-${index}` : 'item'}-${getKey(item)}`}
                className="carousel__slide"
                style={{ flexBasis: `${100 / visible}%` }}
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slide', { index: itemIndex + 1, total: n })}
                data-testid={slideTestId}
                data-clone={clone || undefined}
                inert={!shown}
              >
                {renderSlide(item)}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
