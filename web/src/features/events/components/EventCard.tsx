import { event, fileUrl, type SiteRecord } from '@club/model';
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
export function EventCard({ event: e, titleLevel: Title, first = false }: EventCardProps) {
  const titleId = useId();
  const path = eventPath(e.title);
  return (
    <article className="card event-card" aria-labelledby={titleId}>
      <img
        className="event-card__image"
        src={fileUrl(event, e.image)}
        alt=""
        width={350}
        height={300}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
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
