import { PAGES } from '../../config/pages';
import { ServicesSection } from '../../features/services/components/ServicesSection';
import { useSitePageMeta } from '../../hooks/use-page-meta';

export function ServicePage() {
  useSitePageMeta(PAGES.service);
  return <ServicesSection level={1} />;
}
