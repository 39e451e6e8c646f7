import { messagesFor, service } from '@club/model';
import { DataState } from '../../../components/DataState';
import { cardHeading, Section, type HeadingLevel } from '../../../components/Section';
import { useRecords } from '../../../hooks/use-site';
import { ServiceIcon } from './service-icons';
import './services.css';

/** 'Awesome Quality Services': what the club offers its members. */
export function ServicesSection({ level = 2 }: { level?: HeadingLevel }) {
  const Title = cardHeading(level);
  return (
    <Section title="Awesome Quality Services" eyebrow="What we do" level={level}>
      <DataState
        state={useRecords(service)}
        loading="Loading services..."
        failed={messagesFor(service).loadFailed}
        empty="Our services will be listed here soon."
      >
        {(services) => (
          <ul className="service-grid">
            {services.map((s) => (
              <li key={s.id} className="service-card">
                <span className="service-card__icon">
                  <ServiceIcon className={s.icon} />
                </span>
                <Title className="service-card__title">{s.title}</Title>
                <p className="service-card__description">{s.description}</p>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </Section>
  );
}
