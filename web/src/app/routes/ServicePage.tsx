import { PAGES } from '../../config/pages';
import { ServicesSection } from '../../features/services/components/ServicesSection';
import { usePageMeta } from '../../hooks/use-page-meta';

export function ServicePage() {
  usePageMeta('Services', PAGES.service.description);
  return <ServicesSection level={1} />;
}
