import { achievement, fileUrl, type SiteRecord } from '@club/model';
import { useRef, useState } from 'react';
import { RecordsSection } from '../../../components/RecordsSection';
import { PAGES } from '../../../config/pages';
import { cardHeading, type HeadingLevel } from '../../../components/Section';
import { cardAnchor } from '../../../lib/links';
import { AchievementDialog } from './AchievementDialog';
import './achievements.css';

/** The club's achievements: a card each, with More opening the whole story. */
export function AchievementsGrid({ level = 2 }: { level?: HeadingLevel }) {
  const [open, setOpen] = useState<SiteRecord<typeof achievement>>();
  // Focus goes back to the More button that opened the dialog when it closes.
  const opener = useRef<HTMLButtonElement | null>(null);
  const Title = cardHeading(level);

  const close = () => {
    setOpen(undefined);
    opener.current?.focus();
  };

  return (
    <RecordsSection
      definition={achievement}
      title={PAGES.achievements.heading}
      eyebrow="Achivement"
      level={level}
      loading="Loading achievements..."
      empty="Our achievements will be shown here soon."
    >
      {(achievements) => (
        <>
          <div className="achievement-grid">
            {achievements.map((a) => (
              <article
                key={a.id}
                id={cardAnchor(achievement.name, a.id)}
                tabIndex={-1}
                className="card achievement-card"
              >
                <img
                  className="achievement-card__image"
                  src={fileUrl(achievement, a.image)}
                  alt=""
                  width={900}
                  height={600}
                  loading="lazy"
                  decoding="async"
                />
                <div className="achievement-card__body">
                  <Title className="achievement-card__title">{a.title}</Title>
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setOpen(a);
                    }}
                  >
                    More<span className="visually-hidden"> about {a.title}</span>
                  </button>
                </div>
              </article>
            ))}
          </div>
          <AchievementDialog achievement={open} onClose={close} />
        </>
      )}
    </RecordsSection>
  );
}
