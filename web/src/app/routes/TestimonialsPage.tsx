import { PAGES } from '../../config/pages';
import { TestimonialCarousel } from '../../features/testimonials/components/TestimonialCarousel';
import { useSitePageMeta } from '../../hooks/use-page-meta';

export function TestimonialsPage() {
  useSitePageMeta(PAGES.testimonials);
  return <TestimonialCarousel level={1} />;
}
