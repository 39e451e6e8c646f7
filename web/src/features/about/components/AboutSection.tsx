import { about, footer } from '@club/model';
import { ExternalLinkIcon } from '../../../components/Icons';
import { pictureProps } from '../../../components/picture-props';
import { RecordsSection } from '../../../components/RecordsSection';
import type { HeadingLevel } from '../../../components/Section';
import { PAGES } from '../../../config/pages';
import { CLUB_NAME } from '../../../config/site';
import { useRecords } from '../../../hooks/use-site';
import './about.css';

/** The club's social page, from the footer's record: where Learn More leads (spec §2). */
function useSocialPage() {
  const footers = useRecords(footer);
  return footers.status === 'ready' ? footers.records[0]?.facebook : undefined;
}

/**
 * The picture is at most 26rem (416 px) wide: the whole container (less its 20 px padding) on
 * phones, then 2/5 of it after the 2rem gap from 768 px, 416 px again from 1112 px.
 */
const IMAGE_SIZES =
  '(min-width: 1112px) 416px, (min-width: 768px) calc(40vw - 29px), ' +
  '(min-width: 456px) 416px, calc(100vw - 40px)';

/** Who the club is: the first about record's picture, title and two paragraphs. */
export function AboutSection({ level = 2 }: { level?: HeadingLevel }) {
  const socialPage = useSocialPage();
  return (
    <RecordsSection
      definition={about}
      title={PAGES.about.heading}
      eyebrow="About the club"
      level={level}
      className="about"
      loading="Loading about..."
      empty="Our story will be told here soon."
    >
      {([entry]) =>
        entry && (
          <div className="about__grid">
            <img
              className="about__image"
              // On /about it is the page's largest picture; on home it is below the slider.
              {...pictureProps(about, entry.image, IMAGE_SIZES, level === 1 ? 'priority' : 'lazy')}
              alt=""
              width={800}
              height={1000}
            />
            <div>
              <p className="about__title">{entry.title}</p>
              <p>{entry.description1}</p>
              <p>{entry.description2}</p>
              {socialPage && (
                <a
                  className="button button--primary"
                  href={socialPage}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Learn More<span className="visually-hidden"> about {CLUB_NAME} on Facebook</span>
                  <ExternalLinkIcon size={16} />
                </a>
              )}
            </div>
          </div>
        )
      }
    </RecordsSection>
  );
}
