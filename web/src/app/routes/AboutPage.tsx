import { PAGES } from '../../config/pages';
import { AboutSection } from '../../features/about/components/AboutSection';
import { CounterBand } from '../../features/counters/components/CounterBand';
import { useSitePageMeta } from '../../hooks/use-page-meta';

export function AboutPage() {
  useSitePageMeta(PAGES.about);
  return (
    <>
      <AboutSection level={1} />
      <CounterBand />
    </>
  );
}
