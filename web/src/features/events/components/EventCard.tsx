import { uploadUrl, type event, type SiteRecord } from '@club/model';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import { eventPath } from '../../../lib/links';
import { ShareLinks } from './ShareLinks';

interface EventCardProps {
  event: SiteRecord<typeof event>;
  titleLevel: 'h2' | 'h3';
  /** The first card of a page is in view at once: its picture is fetched first, not lazily. */
  first?: boolean;
}

/** One event: picture, title, share buttons, description and the way to its sub-events. */
export function EventCard({ event, titleLevel: Title, first = false }: EventCardProps) {
  const titleId = useId();
  const path = eventPath(event.title);
  return (
    <article className="card event-card" aria-labelledby={titleId}>
      <img
        className="event-card__image"
        src={uploadUrl('event', event.image)}
        alt=""
        width={350}
        height={300}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
      <div className="event-card__body">
        <Title id={titleId} className="event-card__title">
          {event.title}
        </Title>
        <ShareLinks title={event.title} path={path} />
        <p className="event-card__description">{event.description}</p>
        <Link to={path} className="button button--primary event-card__more">
          Read More<span className="visually-hidden"> about {event.title}</span>
        </Link>
      </div>
    </article>
  );
}
