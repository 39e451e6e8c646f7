import { useEffect, useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import 'swiper/css';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './Icons';
import './carousel.css';

interface CarouselProps<T> {
  /** What the carousel shows, for screen readers: 'Highlights', 'Testimonials'. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  autoplayMs: number;
  className?: string;
  /**
   * Whether the slide shown has had its say (the home slider's caption has typed through):
   * autoplay moves on only then, and never before `autoplayMs`.
   */
  slideDone?: boolean;
  onChange?: (index: number) => void;
  children: (item: T, index: number) => ReactNode;
}

/**
 * A looping, one-at-a-time carousel: swiper moves the slides (and follows a finger); the
 * arrows, dots and timer are the site's own, as real buttons. Moving content must be
 * stoppable (WCAG 2.2.2): it waits while the pointer or keyboard focus is on it, has a pause
 * button, and does not move by itself for visitors who asked for reduced motion.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  autoplayMs,
  className = '',
  slideDone = true,
  onChange,
  children,
}: CarouselProps<T>) {
  const reduceMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperClass>();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const several = items.length > 1;
  const playing = several && !reduceMotion && !paused;

  // The slide whose time is up. One wait per slide shown: any change of slide, by hand or by
  // time, and any pause or hold, starts the wait again.
  const [timeUpFor, setTimeUpFor] = useState<number>();
  useEffect(() => {
    if (!swiper || !playing || held) return;
    const timer = setTimeout(() => setTimeUpFor(index), autoplayMs);
    return () => {
      clearTimeout(timer);
      setTimeUpFor(undefined);
    };
  }, [swiper, playing, held, index, autoplayMs]);
  useEffect(() => {
    if (playing && !held && timeUpFor === index && slideDone) swiper?.slideNext();
  }, [swiper, playing, held, timeUpFor, index, slideDone]);

  return (
    <div
      className={`carousel ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
    >
      <Swiper
        // Rewind wraps round (next after the last is the first) with any number of slides;
        // swiper's loop mode needs more slides than a club may have, and moves React's nodes.
        rewind={several}
        slidesPerView={1}
        onSwiper={setSwiper}
        onSlideChange={(s) => {
          setIndex(s.activeIndex);
          onChange?.(s.activeIndex);
        }}
      >
        {items.map((item, i) => (
          <SwiperSlide
            key={itemKey(item)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            aria-hidden={i !== index || undefined}
          >
            {children(item, i)}
          </SwiperSlide>
        ))}
      </Swiper>
      {several && (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" onClick={() => swiper?.slidePrev()}>
            <ChevronLeftIcon />
            <span className="visually-hidden">Previous slide</span>
          </button>
          <div className="carousel__dots">
            {items.map((item, i) => (
              <button
                key={itemKey(item)}
                type="button"
                className="carousel__dot"
                aria-current={i === index || undefined}
                onClick={() => swiper?.slideTo(i)}
              >
                <span className="visually-hidden">Show slide {i + 1}</span>
              </button>
            ))}
          </div>
          <button type="button" className="carousel__button" onClick={() => swiper?.slideNext()}>
            <ChevronRightIcon />
            <span className="visually-hidden">Next slide</span>
          </button>
          {!reduceMotion && (
            <button
              type="button"
              className="carousel__button"
              aria-pressed={paused}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
              <span className="visually-hidden">Pause {label.toLowerCase()}</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
