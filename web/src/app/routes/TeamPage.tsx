import { TeamSection } from '../../features/team/components/TeamSection';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function TeamPage() {
  useDocumentTitle('Team');
  return <TeamSection headingLevel={1} />;
}
