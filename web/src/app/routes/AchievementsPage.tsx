import { PAGES } from '../../config/pages';
import { AchievementsGrid } from '../../features/achievements/components/AchievementsGrid';
import { useSitePageMeta } from '../../hooks/use-page-meta';

export function AchievementsPage() {
  useSitePageMeta(PAGES.achievements);
  return <AchievementsGrid level={1} />;
}
