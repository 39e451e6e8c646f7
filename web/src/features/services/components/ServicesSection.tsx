import { service } from '@club/model';
import { RecordsSection } from '../../../components/RecordsSection';
import { PAGES } from '../../../config/pages';
import { cardHeading, type HeadingLevel } from '../../../components/Section';
import { ServiceIcon } from './service-icons';
import './services.css';

/** 'Awesome Quality Services': what the club offers its members. */
export function ServicesSection({ level = 2 }: { level?: HeadingLevel }) {
  const Title = cardHeading(level);
  return (
    <RecordsSection
      definition={service}
      title={PAGES.service.heading}
      eyebrow="What we do"
      level={level}
      loading="Loading services..."
      empty="Our services will be listed here soon."
    >
      {(services) => (
        <ul className="service-grid">
          {services.map((s) => (
            <li key={s.id} className="card service-card">
              <span className="service-card__icon">
                <ServiceIcon className={s.icon} />
              </span>
              <Title className="service-card__title">{s.title}</Title>
              <p className="service-card__description">{s.description}</p>
            </li>
          ))}
        </ul>
      )}
    </RecordsSection>
  );
}
