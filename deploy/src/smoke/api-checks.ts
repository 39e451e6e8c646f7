import {
  certificate,
  certificatePath,
  fileFields,
  fileUrl,
  isVideoName,
  lookupPath,
  parseSiteData,
  recordsOf,
  restPath,
  SITE_DATA_PATH,
  siteResources,
  team,
  type ResourceDefinition,
  type SiteData,
} from '@club/model';
import { fail, notChecked, type Check, type Site } from './check.js';
import { parseContentRange } from './content-range.js';
import { openPage, routing } from './page-checks.js';
import { notPublished, visibleText } from './published-page-checks.js';
import { described, isHtml, isJson, saying, type Answer } from './probe.js';

/** The checks of what the site reads: its content, the console's lists, certificates, pictures. */

/** What an API answer that is not the expected one likely means. */
export const apiTrouble = (site: Site, answer: Answer) => {
  if (isHtml(answer))
    return site.https
      ? 'Calls under /api/ are not reaching the API: CloudFront should send them there (run npm run deploy again).'
      : 'Calls under /api/ are not reaching the API: is this the stack npm start runs?';
  if (answer.status >= 500)
    return site.https
      ? "The API failed: the stage's log in CloudWatch (its api function) says why."
      : 'The API failed: the window running npm start says why.';
  return '';
};

/** An API answer, once it has the expected status and is JSON. */
export const expectApi = (site: Site, answer: Answer, status: number, what: string) => {
  if (answer.status === status && isJson(answer)) return;
  fail(
    `${what} (${answer.url}) answered ${described(answer)} instead of ${status} with the API's JSON.${saying(answer)} ${apiTrouble(site, answer)}`,
  );
};

const firstOf = (d: ResourceDefinition) =>
  `${restPath(d)}?${new URLSearchParams({ range: JSON.stringify([0, 0]) })}`;

const readSiteData = (answer: Answer): SiteData => parseSiteData(JSON.parse(answer.body));

const siteContent: Check = {
  name: `The site's content loads (${SITE_DATA_PATH})`,
  async run(site) {
    const answer = await site.siteData();
    expectApi(site, answer, 200, "The site's content");
    try {
      readSiteData(answer);
    } catch (error) {
      fail(
        `The site's content (${answer.url}) is not what the site expects: ${(error as Error).message} The site would show empty sections or an error. The API and the site may be of different versions: run npm run deploy again, which updates both.`,
      );
    }
  },
};

const listSize: Check = {
  name: "The console's lists tell their size (Content-Range)",
  async run(site) {
    const answer = await site.get(firstOf(team));
    const what = `The console's ${team.labels.many} list`;
    expectApi(site, answer, 200, what);
    const header = answer.headers.get('content-range');
    if (!header)
      fail(
        `${what} (${answer.url}) came without its Content-Range header. The console reads the number of records from it and shows no list without it. ${site.https ? 'Something between the browser and the API drops it: CloudFront should pass it on (run npm run deploy again).' : 'The local gateway should pass it on from the API: is this the stack npm start runs?'}`,
      );
    const range = parseContentRange(header);
    if (range?.resource !== team.name || range.first !== 0)
      fail(
        `${what} (${answer.url}) came with Content-Range "${header}", where "${team.name} 0-0/<number of records>" was expected. The console would count its records wrong: the API and the console may be of different versions (run npm run deploy again).`,
      );
  },
};

// A certificate's code joins five fields with underscores (certificateCode): one without any
// underscore is never a real one.
const NO_SUCH_CODE = 'no-such-certificate';

/**
 * The code of some real certificate and whose it is, from the console's public list; none when
 * there is none.
 */
const someCertificate = async (site: Site) => {
  const answer = await site.get(firstOf(certificate));
  if (answer.status !== 200 || !isJson(answer)) return undefined;
  try {
    const [first] = JSON.parse(answer.body) as Record<string, unknown>[];
    const code = first?.[certificate.keyField ?? ''];
    const holder = first?.[certificate.titleField ?? ''];
    return typeof code === 'string' && code
      ? { code, holder: typeof holder === 'string' ? holder.replace(/\s+/g, ' ').trim() : '' }
      : undefined;
  } catch {
    return undefined;
  }
};

const certificatePage: Check = {
  name: 'A certificate page opens, and an unknown code is "not found"',
  async run(site) {
    const real = await someCertificate(site);
    const code = real?.code;
    if (real) {
      const page = await openPage(site, certificatePath(real.code), 'The certificate page');
      if (real.holder && !visibleText(page.body).includes(real.holder))
        fail(
          `The certificate page ${page.url} does not show ${real.holder}, whose certificate it is: it is not the page made at publish time for this certificate. ${notPublished(site)}`,
        );
    }
    const unknownPage = await site.get(certificatePath(NO_SUCH_CODE));
    if (unknownPage.status !== 404 || !isHtml(unknownPage))
      fail(
        `The certificate page of a code that does not exist (${unknownPage.url}) answered ${described(unknownPage)} instead of the site's 404 page (404, text/html).${saying(unknownPage)} ${unknownPage.status === 200 ? notPublished(site) : routing(site)}`,
      );

    const unknown = await site.get(lookupPath(certificate, NO_SUCH_CODE));
    if (unknown.status !== 404 || !isJson(unknown))
      fail(
        `Looking up a certificate code that does not exist (${unknown.url}) answered ${described(unknown)} instead of 404 with the API's "not found" message.${saying(unknown)} ${unknown.status === 200 ? 'A visitor checking a made-up code would be shown a certificate.' : apiTrouble(site, unknown)}`,
      );

    if (!code) return;
    const found = await site.get(lookupPath(certificate, code));
    expectApi(site, found, 200, `Looking up the certificate "${code}"`);
    const record = JSON.parse(found.body) as Record<string, unknown>;
    if (record[certificate.keyField ?? ''] !== code)
      fail(
        `Looking up the certificate "${code}" (${found.url}) answered another certificate. Visitors checking a certificate's QR code would see the wrong one.`,
      );
  },
};

/** The address of some picture the site shows, and whose it is; none when it shows none yet. */
export const somePicture = (data: SiteData) => {
  for (const d of siteResources)
    for (const record of recordsOf(data, d) as readonly Record<string, unknown>[])
      for (const field of fileFields(d)) {
        const file = record[field];
        if (typeof file === 'string' && file && !isVideoName(file))
          return { path: fileUrl(d, file), whose: `a ${d.labels.one}'s ${field}` };
      }
  return undefined;
};

const pictureTrouble = (site: Site, answer: Answer) => {
  if (answer.status === 404)
    return site.https
      ? 'The uploads bucket does not have this file, or CloudFront does not send /Upload/ addresses to it (run npm run deploy again).'
      : 'The local bucket does not have this file: was the data folder (.data) changed by hand?';
  if (answer.status === 403 && site.https)
    return 'CloudFront may not read the uploads bucket (its bucket policy): run npm run deploy again.';
  if (answer.status === 200)
    return 'The file is not served as a picture: it may have been stored with another type, or something other than the uploads bucket answered.';
  return apiTrouble(site, answer);
};

const pictures: Check = {
  name: 'Uploaded pictures are served (/Upload/)',
  async run(site) {
    let data: SiteData | undefined;
    try {
      const answer = await site.siteData();
      if (answer.status === 200) data = readSiteData(answer);
    } catch {
      // Told by the site-content check; here there is just nothing to pick a picture from.
    }
    if (!data) return notChecked("not checked: the site's content did not load (see above).");
    const picture = somePicture(data) ?? notChecked('not checked: no picture on the site yet.');
    const answer = await site.get(picture.path);
    const type = answer.headers.get('content-type') ?? '';
    if (answer.status !== 200 || !type.startsWith('image/'))
      fail(
        `The picture ${answer.url} (${picture.whose}) answered ${described(answer)} instead of the picture (200, image/…).${saying(answer)} ${pictureTrouble(site, answer)}`,
      );
  },
};

export const API_CHECKS: Check[] = [siteContent, listSize, certificatePage, pictures];
