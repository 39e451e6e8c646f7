import { subEvent, type SiteRecord } from '@club/model';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import { PlayIcon } from '../../../components/Icons';
import { pictureProps } from '../../../components/picture-props';
import { subEventPath } from '../../../lib/links';
import { EVENT_CARD_SIZES } from '../card-sizes';
import { paragraphs, subEventPicture } from '../event-links';

interface SubEventCardProps {
  subEvent: SiteRecord<typeof subEvent>;
  titleLevel: 'h2' | 'h3';
  /** The first card of a page is in view at once: its picture is fetched first, not lazily. */
  first?: boolean;
}

/** One part of an event on a grid: its picture (or a video mark), header and first lines. */
export function SubEventCard({ subEvent: s, titleLevel: Title, first = false }: SubEventCardProps) {
  const titleId = useId();
  const picture = subEventPicture(s);
  return (
    <article className="card event-card" aria-labelledby={titleId}>
      {picture ? (
        <img
          className="event-card__image"
          {...pictureProps(subEvent, picture, EVENT_CARD_SIZES, first ? 'priority' : 'lazy')}
          alt=""
          width={350}
          height={300}
        />
      ) : (
        <div className="event-card__image event-card__image--video">
          <PlayIcon size={40} />
          <span className="visually-hidden">Has a video</span>
        </div>
      )}
      <div className="event-card__body">
        <p className="event-card__eyebrow">{s.eventName}</p>
        <Title id={titleId} className="event-card__title">
          {s.header}
        </Title>
        <p className="event-card__description">{paragraphs(s.description1)[0]}</p>
        <Link to={subEventPath(s)} className="button button--primary event-card__more">
          Read More<span className="visually-hidden"> about {s.header}</span>
        </Link>
      </div>
    </article>
  );
}
