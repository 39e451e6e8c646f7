import { team, type SiteRecord } from '@club/model';
import { useApi } from '../../../hooks/use-api';
import { listPath } from '../../../lib/api';

/** Team members in display order, as GET /api/team/view returns them. */
export const useTeam = () => useApi<SiteRecord<typeof team>[]>(listPath(team));
