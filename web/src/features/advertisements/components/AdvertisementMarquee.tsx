import { advertisement, type SiteRecord } from '@club/model';
import { pictureProps } from '../../../components/picture-props';
import { RecordsSection } from '../../../components/RecordsSection';
import './marquee.css';

function Row({ ads, copy }: { ads: readonly SiteRecord<typeof advertisement>[]; copy: boolean }) {
  return (
    // The second copy only makes the loop seamless: screen readers hear the list once.
    <ul className="marquee__row" aria-hidden={copy || undefined}>
      {ads.map((ad) => (
        <li key={ad.id} className="marquee__item">
          <img
            // Every logo is shown in a 12.5rem (200 px) box.
            {...pictureProps(advertisement, ad.image, '200px')}
            alt={copy ? '' : ad.name}
            width={200}
            height={100}
          />
        </li>
      ))}
    </ul>
  );
}

/** Sponsors and partners scrolling by: the list twice over, moving one length every 30 s. */
export function AdvertisementMarquee() {
  return (
    <RecordsSection
      definition={advertisement}
      title="Our Sponsors & Partners"
      eyebrow="Advertisement"
      className="marquee"
      loading="Loading advertisements..."
      empty="Our partners will be shown here soon."
    >
      {(ads) => (
        <div className="marquee__viewport">
          <div className="marquee__track">
            <Row ads={ads} copy={false} />
            <Row ads={ads} copy />
          </div>
        </div>
      )}
    </RecordsSection>
  );
}
