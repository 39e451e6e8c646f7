import { issuerPublication, type buildContentReader } from '@club/functions/reader';
import {
  certificate,
  formerTitlesOf,
  parseRecord,
  publicCertificate,
  publishedCollections,
  siteResources,
} from '@club/model';
import type { PublishedContent } from './publisher.js';

type Deps = ReturnType<typeof buildContentReader>;

/**
 * The events and sub-events that were renamed, with their former titles, the one renamed last
 * first (model/src/former-titles.ts). The former titles are kept out of the site data: no
 * page shows them.
 */
const renamedRecords = async (content: Deps['content']) => {
  const lists = await Promise.all(
    siteResources
      .filter((d) => d.addressFields?.length)
      .map(async (d) =>
        (await content.list(d)).map((item) => ({
          resource: d.name,
          id: item.id,
          formerTitles: formerTitlesOf(d, item),
          updatedAt: String(item.updatedAt ?? ''),
        })),
      ),
  );
  return lists
    .flat()
    .filter((r) => r.formerTitles.length > 0)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map(({ updatedAt: _, ...r }) => r);
};

/** The site data and every certificate, as the pages show them. */
export const readPublishedContent =
  ({ content, records }: Deps, origin: string) =>
  async (): Promise<PublishedContent> => {
    const [site, certificates, issuer, renamed] = await Promise.all([
      content.siteData(),
      content.list(certificate),
      issuerPublication(records, origin),
      renamedRecords(content),
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
      renamed,
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
