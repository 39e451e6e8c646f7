import { team, type TeamMember } from '@club/model';
import { useApi } from '../../../hooks/use-api';
import { listPath } from '../../../lib/api';

/** Team members in display order, as GET /api/team/view returns them. */
export const useTeam = () => useApi<TeamMember[]>(listPath(team));
