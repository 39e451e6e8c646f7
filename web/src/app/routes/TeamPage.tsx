import { PAGES } from '../../config/pages';
import { TeamSection } from '../../features/team/components/TeamSection';
import { usePageMeta } from '../../hooks/use-page-meta';

export function TeamPage() {
  usePageMeta('Team', PAGES.team.description);
  return <TeamSection level={1} />;
}
