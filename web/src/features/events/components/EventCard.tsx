import { event, type SiteRecord } from '@club/model';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import { pictureProps } from '../../../components/picture-props';
import { eventPath } from '../../../lib/links';
import { EVENT_CARD_SIZES } from '../card-sizes';
import { ShareLinks } from './ShareLinks';

interface EventCardProps {
  event: SiteRecord<typeof event>;
  titleLevel: 'h2' | 'h3';
  /** The first card of a page is in view at once: its picture is fetched first, not lazily. */
  first?: boolean;
}

/** One event: picture, title, share buttons, description and the way to its sub-events. */
export function EventCard({ event: e, titleLevel: Title, first = false }: EventCardProps) {
  const titleId = useId();
  const path = eventPath(e.title);
  return (
    <article className="card event-card" aria-labelledby={titleId}>
      <img
        className="event-card__image"
        {...pictureProps(event, e.image, EVENT_CARD_SIZES, first ? 'priority' : 'lazy')}
        alt=""
        width={350}
        height={300}
      />
      <div className="event-card__body">
        <Title id={titleId} className="event-card__title">
          {e.title}
        </Title>
        <ShareLinks title={e.title} path={path} />
        <p className="event-card__description">{e.description}</p>
        <Link to={path} className="button button--primary event-card__more">
          Read More<span className="visually-hidden"> about {e.title}</span>
        </Link>
      </div>
    </article>
  );
}
