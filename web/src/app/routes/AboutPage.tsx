import { PAGES } from '../../config/pages';
import { AboutSection } from '../../features/about/components/AboutSection';
import { CounterBand } from '../../features/counters/components/CounterBand';
import { usePageMeta } from '../../hooks/use-page-meta';

export function AboutPage() {
  usePageMeta('About', PAGES.about.description);
  return (
    <>
      <AboutSection level={1} />
      <CounterBand />
    </>
  );
}
