import { CONTACT_PATH, restPath, team } from '@club/model';
import { fail, type Check } from './check.js';
import { apiTrouble } from './api-checks.js';
import { described, isJson, saying } from './probe.js';

/**
 * The checks that the API refuses what it must. Each sends an empty record: should a refusal
 * be missing, the API still has nothing to create, so a check never changes the site.
 */

/** The record each check sends is `{}`, as JSON: the one type the API reads. */
const JSON_BODY = { 'content-type': 'application/json' };

/** A page of another site, as a browser names it on the requests that page sends. */
const FOREIGN_ORIGIN = 'https://evil.example';

const anonymousWrite: Check = {
  name: 'Changes without signing in are refused',
  async run(site) {
    const answer = await site.get(restPath(team), {
      method: 'POST',
      headers: JSON_BODY,
      body: '{}',
    });
    if (answer.status === 401 || answer.status === 403) return;
    const what = `Adding a ${team.labels.one} without signing in (POST ${answer.url})`;
    if (answer.status >= 200 && answer.status < 300)
      fail(
        `${what} was accepted (it answered ${answer.status}) instead of refused with 401: anyone could change the site's content! The API's session check is not applied: tell whoever maintains the site's code at once. If the console's ${team.labels.many} list shows an empty record, delete it.`,
      );
    if (answer.status === 400)
      fail(
        `${what} answered 400 about the record's fields instead of 401: the API looked at the record before asking who sent it, so anyone who fills the fields in may be able to change the site's content. Tell whoever maintains the site's code at once.${saying(answer)}`,
      );
    fail(
      `${what} answered ${described(answer)} instead of 401 (please sign in).${saying(answer)} ${apiTrouble(site, answer)}`,
    );
  },
};

const allowsOrigin = (headers: Headers, origin: string) => {
  const allowed = headers.get('access-control-allow-origin');
  return allowed === '*' || allowed === origin;
};

const contactFromElsewhere: Check = {
  name: 'The contact form refuses messages from other websites',
  async run(site) {
    const headers = { ...JSON_BODY, origin: FOREIGN_ORIGIN };
    const post = await site.get(CONTACT_PATH, { method: 'POST', headers, body: '{}' });
    const what = `A contact message sent from a page of ${FOREIGN_ORIGIN} (POST ${post.url})`;
    if (post.status !== 403)
      fail(
        `${what} answered ${described(post)} instead of 403 (refused).${saying(post)} ${
          post.status === 400
            ? "The API checked the message's fields, so another website's page could send messages through the club's form. The API's SITE_ORIGIN setting names the site's own address: run npm run deploy again."
            : apiTrouble(site, post)
        }`,
      );
    if (allowsOrigin(post.headers, FOREIGN_ORIGIN))
      fail(
        `${what} was refused, but its answer lets ${FOREIGN_ORIGIN} read it (Access-Control-Allow-Origin: ${post.headers.get('access-control-allow-origin')}). The API's CORS settings should name only the site's own address: run npm run deploy again.`,
      );
    const preflight = await site.get(CONTACT_PATH, {
      method: 'OPTIONS',
      headers: {
        origin: FOREIGN_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    if (allowsOrigin(preflight.headers, FOREIGN_ORIGIN))
      fail(
        `A browser on ${FOREIGN_ORIGIN} asking whether it may send a contact message (OPTIONS ${preflight.url}) was told yes (Access-Control-Allow-Origin: ${preflight.headers.get('access-control-allow-origin')}). The API's CORS settings should name only the site's own address: run npm run deploy again.`,
      );
  },
};

const contactFields: Check = {
  name: 'The contact form checks its fields (no message is sent)',
  async run(site) {
    const headers = { ...JSON_BODY, origin: site.origin };
    const answer = await site.get(CONTACT_PATH, { method: 'POST', headers, body: '{}' });
    const what = `An empty contact message from the site's own page (POST ${answer.url})`;
    if (answer.status === 403)
      fail(
        `${what} was refused as if it came from another website.${saying(answer)} The API does not take ${site.origin} as the site's address, so the site's contact form is refused too. ${site.https ? "The deploy tells the API the site's address: run npm run deploy again." : 'Locally open the site as http://localhost:<port> or http://127.0.0.1:<port>.'}`,
      );
    if (answer.status !== 400 || !isJson(answer))
      fail(
        `${what} answered ${described(answer)} instead of 400 with what each field lacks.${saying(answer)} ${answer.status < 300 ? 'The form takes messages without their fields.' : apiTrouble(site, answer)}`,
      );
    const { errors } = JSON.parse(answer.body) as { errors?: unknown };
    if (typeof errors !== 'object' || errors === null || Object.keys(errors).length === 0)
      fail(
        `${what} was refused (400) without saying which fields are missing: the contact form cannot show visitors what to fill in.${saying(answer)}`,
      );
  },
};

export const REFUSAL_CHECKS: Check[] = [anonymousWrite, contactFromElsewhere, contactFields];
