import type { buildContentReader } from '@club/functions';
import { certificate, parseRecord, publishedResources, siteRecord } from '@club/model';
import type { PublishedContent } from './publisher.js';

type Deps = ReturnType<typeof buildContentReader>;

/** The site data and every certificate, as the pages show them. */
export const readPublishedContent =
  ({ content }: Deps) =>
  async (): Promise<PublishedContent> => {
    const [site, certificates] = await Promise.all([content.siteData(), content.list(certificate)]);
    return {
      site,
      certificates: certificates.map((item) =>
        parseRecord(certificate, siteRecord(certificate, item)),
      ),
    };
  };

/**
 * How far what the pages show has come: the sum of its collections' list revisions, each of
 * which goes up with every write (docs/architecture.md, "Reading lists").
 */
export const contentRevision =
  ({ records }: Deps) =>
  async () => {
    const stamps = await Promise.all(publishedResources.map((d) => records.listStamp(d.name)));
    return stamps.reduce((sum, stamp) => sum + stamp.revision, 0);
  };
