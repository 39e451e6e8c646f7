import { Navigate, useParams } from 'react-router';
import { legacyTarget } from './legacy-paths';

/** Replaces (not pushes) the history entry, so Back does not bounce through the old path. */
export const LegacyRedirect = ({ to }: { to: string }) => {
  const { id } = useParams();
  return <Navigate to={legacyTarget(to, id)} replace />;
};
