import { contentResources, type ResourceDefinition } from '@club/model';
import { Route } from 'react-router';
import { CsvImport } from './CsvImport';
import { csvImportPath } from './import-path';

/**
 * A resource stored under a key field (certificates, by their code) imports on a screen of its
 * own, which also checks the keys already taken; every other content type has this one.
 */
const hasGenericImport = (d: ResourceDefinition) => d.keyField === undefined;

/** The import screens, inside <CustomRoutes>. */
export const csvImportRoutes = contentResources
  .filter(hasGenericImport)
  .map((d) => (
    <Route
      key={`${d.name}-import`}
      path={csvImportPath(d)}
      element={<CsvImport definition={d} />}
    />
  ));
