import { achievement, type SiteRecord } from '@club/model';
import { useRef, useState } from 'react';
import { RecordsSection } from '../../../components/RecordsSection';
import { PAGES } from '../../../config/pages';
import { pictureProps } from '../../../components/picture-props';
import { cardHeading, leadsPage, type HeadingLevel } from '../../../components/Section';
import { cardAnchor } from '../../../lib/links';
import { AchievementDialog } from './AchievementDialog';
import './achievements.css';

/**
 * A card's picture in .achievement-grid (columns of at least 17rem, 24 px gaps) across the
 * container (1200 px less 2 × 20 px padding): one column, two from 608 px, three from 904 px,
 * four (272 px) from 1200.
 */
const CARD_SIZES =
  '(min-width: 1200px) 272px, (min-width: 904px) calc(33.3vw - 29px), ' +
  '(min-width: 608px) calc(50vw - 32px), calc(100vw - 40px)';

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
            {achievements.map((a, i) => (
              <article
                key={a.id}
                id={cardAnchor(achievement.name, a.id)}
                tabIndex={-1}
                className="card achievement-card"
              >
                <img
                  className="achievement-card__image"
                  {...pictureProps(
                    achievement,
                    a.image,
                    CARD_SIZES,
                    leadsPage(level, i) ? 'priority' : 'lazy',
                  )}
                  alt=""
                  width={900}
                  height={600}
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
