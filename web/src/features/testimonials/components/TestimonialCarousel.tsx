import { fileUrl, testimonial } from '@club/model';
import { Carousel } from '../../../components/Carousel';
import { RecordsSection } from '../../../components/RecordsSection';
import type { HeadingLevel } from '../../../components/Section';
import { PAGES } from '../../../config/pages';
import { TESTIMONIAL_AUTOPLAY_MS } from '../../../config/site';
import './testimonials.css';

// Spec §9: testimonial photos are 120×120.
const PHOTO = 120;

/** What people say about the club, one at a time. */
export function TestimonialCarousel({ level = 2 }: { level?: HeadingLevel }) {
  return (
    <RecordsSection
      definition={testimonial}
      title={PAGES.testimonials.heading}
      eyebrow="Testimonials"
      level={level}
      className="testimonials"
      loading="Loading testimonials..."
      empty="Testimonials will appear here soon."
    >
      {(items) => (
        <Carousel
          label="Testimonials"
          className="testimonials__carousel"
          items={items}
          itemKey={(t) => t.id}
          autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
        >
          {(t) => (
            <figure className="testimonial">
              <img
                className="testimonial__photo"
                src={fileUrl(testimonial, t.image)}
                alt=""
                width={PHOTO}
                height={PHOTO}
                loading="lazy"
                decoding="async"
              />
              <blockquote className="testimonial__quote">
                <p>{t.description}</p>
              </blockquote>
              <figcaption>
                <span className="testimonial__name">{t.name}</span>
                <span className="testimonial__position">{t.position}</span>
              </figcaption>
            </figure>
          )}
        </Carousel>
      )}
    </RecordsSection>
  );
}
