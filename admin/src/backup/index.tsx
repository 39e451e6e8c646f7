import ArchiveIcon from '@mui/icons-material/Archive';
import { ROLE_LABELS, type Role } from '@club/model';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { OwnersOnly } from '../layout/OwnersOnly';
import { ExportEverything } from './ExportEverything';
import { EXPORT_RESOURCE, EXPORT_TITLE } from './words';

const ExportOwnersOnly = () => (
  <OwnersOnly
    title={EXPORT_TITLE}
    heading="Only an owner can export the whole site"
    text={`You are signed in as an ${ROLE_LABELS.editor.toLowerCase()}. The export holds every private address the site keeps; ask one of the club's owners for a backup. Each list's "Export CSV" is yours to use.`}
  />
);

/** "Export everything" for an owner, with its menu entry; for anyone else, who may. */
export const backupScreensFor = (role: Role | null | undefined) =>
  role === 'owner' ? (
    <Resource
      name={EXPORT_RESOURCE}
      options={{ label: EXPORT_TITLE }}
      list={ExportEverything}
      icon={ArchiveIcon}
    />
  ) : (
    <CustomRoutes>
      <Route path={`/${EXPORT_RESOURCE}/*`} element={<ExportOwnersOnly />} />
    </CustomRoutes>
  );
