import { PAGES } from '../../config/pages';
import { TeamSection } from '../../features/team/components/TeamSection';
import { useSitePageMeta } from '../../hooks/use-page-meta';

export function TeamPage() {
  useSitePageMeta(PAGES.team);
  return <TeamSection level={1} />;
}
