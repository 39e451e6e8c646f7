import { issuerPublication, type buildContentReader } from '@club/functions/reader';
import { certificate, parseRecord, publicCertificate, publishedCollections } from '@club/model';
import type { PublishedContent } from './publisher.js';

type Deps = ReturnType<typeof buildContentReader>;

/** The site data and every certificate, as the pages show them. */
export const readPublishedContent =
  ({ content, records }: Deps, origin: string) =>
  async (): Promise<PublishedContent> => {
    const [site, certificates, issuer] = await Promise.all([
      content.siteData(),
      content.list(certificate),
      issuerPublication(records, origin),
    ]);
    return {
      site,
      certificates: certificates.map((item) => {
        const shown = publicCertificate(item);
        parseRecord(certificate, shown);
        return shown;
      }),
      credentials: certificates.flatMap((item) =>
        typeof item.credential === 'string' ? [{ id: item.id, credential: item.credential }] : [],
      ),
      ...issuer,
    };
  };

/**
 * How far what the pages show has come: the sum of its collections' list revisions, each of
 * which goes up with every write (docs/architecture.md, "Reading lists").
 */
export const contentRevision =
  ({ records }: Deps) =>
  async () => {
    const stamps = await Promise.all(publishedCollections.map((c) => records.listStamp(c)));
    return stamps.reduce((sum, stamp) => sum + stamp.revision, 0);
  };
