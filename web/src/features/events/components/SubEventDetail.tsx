import { advisor, fileUrl, isVideoName, subEvent, type SiteRecord } from '@club/model';
import { Link } from '../../../lib/router';
import { PersonCard } from '../../../components/PersonCard';
import { pictureProps } from '../../../components/picture-props';
import { Spinner } from '../../../components/Spinner';
import { PAGES } from '../../../config/pages';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useRecords } from '../../../hooks/use-site';
import { eventPath } from '../../../lib/links';
import { paragraphs } from '../event-links';
import { EVENT_MESSAGES } from '../messages';
import { RegistrationLinks } from './RegistrationLinks';
import './events.css';

type SubEvent = SiteRecord<typeof subEvent>;

// The article is at most 60rem (960 px) wide inside the container's 20 px padding.
const MEDIA_SIZES = '(min-width: 1000px) 960px, calc(100vw - 40px)';
// The demonstration picture is at most 36rem (576 px) wide.
const DEMO_SIZES = '(min-width: 616px) 576px, calc(100vw - 40px)';
// .person-grid in the article: four columns from 1150 px, three from 900, two from 560.
const ADVISOR_SIZES =
  '(min-width: 1150px) 222px, (min-width: 1000px) 304px, (min-width: 900px) calc(33.3vw - 29px), ' +
  '(min-width: 560px) calc(50vw - 32px), calc(100vw - 40px)';

// Spec §8's words for the detail page's states.
export const DETAIL_MESSAGES = EVENT_MESSAGES;

function Media({ s }: { s: SubEvent }) {
  const src = fileUrl(subEvent, s.imageOrVideo);
  if (isVideoName(s.imageOrVideo)) {
    return (
      <video
        className="sub-event__media"
        src={src}
        controls
        preload="metadata"
        width={1280}
        height={720}
      >
        <a href={src}>Download the video of {s.header}</a>
      </video>
    );
  }
  // The page's largest picture: fetched first.
  return (
    <img
      className="sub-event__media"
      {...pictureProps(subEvent, s.imageOrVideo, MEDIA_SIZES, 'priority')}
      alt={s.header}
      width={1280}
      height={720}
    />
  );
}

/** Advisors are linked to a sub-event by its header and its event's title (spec §3). */
function Advisors({ s }: { s: SubEvent }) {
  const state = useRecords(advisor);
  const advisors =
    state.status === 'ready'
      ? state.records.filter((a) => a.subevent === s.header && a.mainevent === s.eventName)
      : [];
  if (advisors.length === 0) return null;
  return (
    <section className="sub-event__advisors" aria-labelledby="advisors-title">
      <h2 id="advisors-title">Expert Advisor Members</h2>
      <div className="person-grid">
        {advisors.map((a) => (
          <PersonCard
            key={a.id}
            definition={advisor}
            person={a}
            nameLevel="h3"
            sizes={ADVISOR_SIZES}
          />
        ))}
      </div>
    </section>
  );
}

interface NotShownProps {
  title: string;
  message: string;
  loading: boolean;
  failed: boolean;
}

/**
 * The page when there is no sub-event to show. Like Article, it names the page itself: effects
 * run in the parts before the whole, so a title set around them would overwrite theirs.
 */
function NotShown({ title, message, loading, failed }: NotShownProps) {
  usePageMeta(title);
  return (
    <div className="page-message">
      <h1 className="section__title">{title}</h1>
      {loading ? (
        <Spinner label="Loading event..." />
      ) : (
        <p role={failed ? 'alert' : undefined} className="notice">
          {message}
        </p>
      )}
      <Link to="/event" className="button button--primary">
        See all events
      </Link>
    </div>
  );
}

function Article({ s }: { s: SubEvent }) {
  const description = paragraphs(s.description1)[0];
  const picture = isVideoName(s.imageOrVideo) ? s.demoPicture : s.imageOrVideo;
  const image = picture ? fileUrl(subEvent, picture) : undefined;
  usePageMeta(s.header, description, {
    ...(image ? { image } : {}),
    structuredData: {
      '@type': 'Event',
      name: s.header,
      ...(description ? { description } : {}),
      superEvent: { '@type': 'Event', name: s.eventName },
    },
  });
  return (
    <article className="sub-event">
      <p className="section__eyebrow">
        <Link to={eventPath(s.eventName)}>{s.eventName}</Link>
      </p>
      <h1 className="section__title">{s.header}</h1>
      <Media s={s} />
      <div className="sub-event__text">
        {paragraphs(s.description1).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        {s.demoPicture && (
          <img
            className="sub-event__demo"
            {...pictureProps(subEvent, s.demoPicture, DEMO_SIZES)}
            alt={`${s.header}: a demonstration`}
            width={700}
            height={600}
          />
        )}
        {paragraphs(s.description2).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <Advisors s={s} />
      <RegistrationLinks links={s.links} header={s.header} />
    </article>
  );
}

/** One sub-event's page, found by the header and event name in its address. */
export function SubEventDetail({
  header,
  eventName,
}: {
  header: string | null;
  eventName: string | null;
}) {
  const state = useRecords(subEvent);
  const found =
    state.status === 'ready' && header
      ? state.records.find((s) => s.header === header && (!eventName || s.eventName === eventName))
      : undefined;
  if (found) return <Article s={found} />;
  const message = !header
    ? DETAIL_MESSAGES.noHeader
    : state.status === 'error'
      ? DETAIL_MESSAGES.failed
      : DETAIL_MESSAGES.notFound;
  return (
    <NotShown
      title={header ?? PAGES.subEventDetail.heading}
      message={message}
      loading={state.status === 'loading' && !!header}
      failed={state.status === 'error'}
    />
  );
}
