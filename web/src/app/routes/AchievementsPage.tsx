import { PAGES } from '../../config/pages';
import { AchievementsGrid } from '../../features/achievements/components/AchievementsGrid';
import { usePageMeta } from '../../hooks/use-page-meta';

export function AchievementsPage() {
  usePageMeta('Achievements', PAGES.achievements.description);
  return <AchievementsGrid level={1} />;
}
