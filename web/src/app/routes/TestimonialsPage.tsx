import { PAGES } from '../../config/pages';
import { TestimonialCarousel } from '../../features/testimonials/components/TestimonialCarousel';
import { usePageMeta } from '../../hooks/use-page-meta';

export function TestimonialsPage() {
  usePageMeta('Testimonials', PAGES.testimonials.description);
  return <TestimonialCarousel level={1} />;
}
