import { messagesFor, slider, type SiteRecord } from '@club/model';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Carousel } from '../../../components/Carousel';
import { PAGES } from '../../../config/pages';
import { SLIDER } from '../../../config/site';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { useRecords } from '../../../hooks/use-site';
import { useTypedText } from '../hooks/use-typed-text';
import { slidePicture } from '../slide-picture';
import './slider.css';

type Slide = SiteRecord<typeof slider>;

interface CaptionProps {
  slide: Slide | undefined;
  typing: boolean;
  onTypedThrough: () => void;
}

function Caption({ slide, typing, onTypedThrough }: CaptionProps) {
  const lines = slide ? [slide.title1, slide.title2, SLIDER.motto] : [SLIDER.motto];
  const typed = useTypedText(lines, SLIDER.typing, typing, onTypedThrough);
  return (
    <p className="hero__typed">
      {/* The letters come and go; a screen reader gets the whole lines once. */}
      <span aria-hidden="true">
        {typed}
        <span className="hero__caret" />
      </span>
      <span className="visually-hidden">{lines.join('. ')}</span>
    </p>
  );
}

/** The home page's opening: the slides from the console behind the club's welcome. */
export function HomeSlider() {
  const state = useRecords(slider);
  const slides = state.status === 'ready' ? state.records : [];
  const [active, setActive] = useState(0);
  const slide = slides[active];
  const typing = !useReducedMotion();
  // The slide whose caption has typed its lines through once, motto last: the slider waits for
  // it, so every slide's 'Grow Every Day' is read whole, however long its titles.
  const [typedThrough, setTypedThrough] = useState<string>();

  return (
    <section className="hero" aria-labelledby="hero-title">
      {/* The welcome and its links come first, to the eye and to Tab; the slides' controls after. */}
      <div className="hero__overlay">
        <div className="container hero__content">
          {slide?.title3 && <p className="hero__eyebrow">{slide.title3}</p>}
          <h1 id="hero-title" className="hero__title">
            {PAGES.home.heading}
          </h1>
          {/* Each slide's caption starts afresh, even when two slides share their titles. */}
          <Caption
            key={slide?.id}
            slide={slide}
            typing={typing}
            onTypedThrough={() => setTypedThrough(slide?.id)}
          />
          {state.status === 'error' && (
            <p role="alert" className="notice notice--error hero__notice">
              {messagesFor(slider).loadFailed}
            </p>
          )}
          <div className="hero__actions">
            <Link to="/event" className="button button--primary">
              See our events
            </Link>
            <Link to="/contact" className="button button--ghost">
              Contact us
            </Link>
          </div>
        </div>
      </div>
      {slides.length > 0 && (
        <Carousel
          label="Highlights"
          className="hero__carousel"
          items={slides}
          itemKey={(s) => s.id}
          autoplayMs={SLIDER.autoplayMs}
          slideDone={!typing || typedThrough === slide?.id}
          onChange={setActive}
        >
          {(s, index) => (
            <img
              className="hero__image"
              // The first slide is what a visitor sees first: fetch it at once, the rest later.
              {...slidePicture(s, index === 0 ? 'priority' : 'lazy')}
              alt={s.title1}
              width={1920}
              height={1080}
            />
          )}
        </Carousel>
      )}
    </section>
  );
}
