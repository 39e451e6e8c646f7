import { describe, expect, it } from 'vitest';
import { pagePolicy, pageSecurityHeaders, policyText, uploadsBucketOrigin } from '@club/model';
import { pageHeaderProblems } from '../../src/smoke/page-headers.js';

const LOCAL_UPLOADS = 'http://127.0.0.1:41234';
const STAGE_UPLOADS = uploadsBucketOrigin('robotics-club-prod-uploads', 'eu-west-1');

/** The headers a page came with, as fetch hands them over. */
const sent = (headers: Record<string, string>, changes: Record<string, string | null> = {}) => {
  const all = new Headers(headers);
  for (const [name, value] of Object.entries(changes))
    if (value === null) all.delete(name);
    else all.set(name, value);
  return all;
};

const localPage = pageSecurityHeaders({ uploadsOrigin: LOCAL_UPLOADS, https: false });
const stagePage = pageSecurityHeaders({ uploadsOrigin: STAGE_UPLOADS, https: true });

describe("a page's security headers", () => {
  it("find nothing wrong with the model's headers, whatever port the local uploads have", () => {
    expect(pageHeaderProblems(sent(localPage), { https: false })).toEqual([]);
    const stage = { https: true, uploadsOrigin: STAGE_UPLOADS };
    expect(pageHeaderProblems(sent(stagePage), stage)).toEqual([]);
  });

  it('read header values as CloudFront may write them: another case, other spacing', () => {
    const page = sent(stagePage, {
      'Strict-Transport-Security': 'max-age=63072000;  includesubdomains',
      'X-Frame-Options': 'deny',
    });
    expect(pageHeaderProblems(page, { https: true, uploadsOrigin: STAGE_UPLOADS })).toEqual([]);
  });

  it('name each missing header', () => {
    const page = sent(localPage, { 'Content-Security-Policy': null, 'X-Frame-Options': null });
    expect(pageHeaderProblems(page, { https: false })).toEqual([
      'Content-Security-Policy is missing',
      'X-Frame-Options is missing',
    ]);
  });

  it('want HSTS over HTTPS only', () => {
    const withoutHsts = sent(stagePage, { 'Strict-Transport-Security': null });
    expect(pageHeaderProblems(withoutHsts, { https: true, uploadsOrigin: STAGE_UPLOADS })).toEqual([
      'Strict-Transport-Security is missing',
    ]);
    expect(pageHeaderProblems(sent(localPage), { https: false })).toEqual([]);
  });

  it('tell a weaker value from the right one', () => {
    const page = sent(localPage, { 'X-Frame-Options': 'SAMEORIGIN' });
    expect(pageHeaderProblems(page, { https: false })).toEqual([
      'X-Frame-Options is "SAMEORIGIN", not "DENY"',
    ]);
  });

  it("say how a policy differs from the site's: the dev server's, one more directive, another bucket", () => {
    const dev = policyText(pagePolicy({ uploadsOrigin: LOCAL_UPLOADS, dev: true }));
    expect(
      pageHeaderProblems(sent(localPage, { 'Content-Security-Policy': dev }), { https: false }),
    ).toEqual([
      "Content-Security-Policy is not the site's policy (its script-src also allows 'unsafe-inline', its connect-src also allows ws://localhost:* ws://127.0.0.1:*)",
    ]);

    const loose = `${localPage['Content-Security-Policy']}; script-src-elem *`;
    expect(
      pageHeaderProblems(sent(localPage, { 'Content-Security-Policy': loose }), { https: false }),
    ).toEqual(["Content-Security-Policy is not the site's policy (it adds script-src-elem)"]);

    const otherBucket = sent(stagePage, {
      'Content-Security-Policy': policyText(
        pagePolicy({ uploadsOrigin: uploadsBucketOrigin('someone-else', 'eu-west-1') }),
      ),
    });
    expect(pageHeaderProblems(otherBucket, { https: true, uploadsOrigin: STAGE_UPLOADS })).toEqual([
      `Content-Security-Policy is not the site's policy (its connect-src lacks ${STAGE_UPLOADS}, its connect-src also allows https://someone-else.s3.eu-west-1.amazonaws.com)`,
    ]);
  });

  it("want the uploads bucket's address in connect-src even when its port is not known", () => {
    const policy = policyText({
      ...pagePolicy({ uploadsOrigin: LOCAL_UPLOADS }),
      'connect-src': ["'self'"],
    });
    expect(
      pageHeaderProblems(sent(localPage, { 'Content-Security-Policy': policy }), { https: false }),
    ).toEqual([
      "Content-Security-Policy is not the site's policy (its connect-src lacks the uploads bucket's address)",
    ]);
  });
});
