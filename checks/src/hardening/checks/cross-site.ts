import {
  ADMIN_ROOT,
  CONTACT_PATH,
  contactMessage,
  contentResources,
  fileFields,
  restPath,
  SITE_DATA_PATH,
  UPLOADS_PATH,
} from '@club/model';
import { inParallel, logIn, loopback, send, type Call } from '../client.js';
import { examplesOr, type Check, type Figure } from '../figures.js';
import { loadFixtures } from '../fixtures.js';
import { changedResources, snapshot, validFields } from '../records.js';
import { sessionRoutes } from '@club/testkit';

const RANGE = 4;
const admin = loopback(RANGE, 0);
const EVIL = 'https://evil.example';

/** How a page on another site makes the browser send a write, by its headers. */
const crossSite = (
  own: string,
): Record<string, { origin: string | false; headers?: Call['headers'] }> => ({
  'evil Origin': { origin: EVIL },
  'evil Origin, Sec-Fetch-Site cross-site': {
    origin: EVIL,
    headers: { 'sec-fetch-site': 'cross-site' },
  },
  'no Origin, Sec-Fetch-Site cross-site': {
    origin: false,
    headers: { 'sec-fetch-site': 'cross-site' },
  },
  'Origin null': { origin: 'null' },
  'own Origin, Sec-Fetch-Site cross-site': {
    origin: own,
    headers: { 'sec-fetch-site': 'cross-site' },
  },
  'look-alike Origin': { origin: `${own}.evil.example` },
});

export const check: Check = {
  name: 'cross-site',
  async run(target, depth) {
    let cookie = await logIn(target, { from: admin });
    const fixtures = await loadFixtures(target, cookie, loopback(RANGE, 1));
    const plain = contentResources.find((d) => fileFields(d).length === 0)!;
    const contact = (tag: string) => validFields(contactMessage, new Map(), tag);
    let visitor = 2;

    // Every write there is: the session's, the login, and the contact form.
    const writes = [
      ...sessionRoutes(fixtures.ids).filter((r) => r.method !== 'GET'),
      {
        name: `POST ${ADMIN_ROOT}/login`,
        method: 'POST',
        path: `${ADMIN_ROOT}/login`,
        body: 'login' as const,
      },
      {
        name: `POST ${CONTACT_PATH}`,
        method: 'POST',
        path: CONTACT_PATH,
        body: 'contact' as const,
      },
    ];
    const bodyOf = async (route: (typeof writes)[number]): Promise<Partial<Call>> => {
      if (route.body === 'login') return { json: target.admin };
      if (route.body === 'contact')
        return { json: contact('cross'), from: loopback(RANGE, visitor++) };
      // Were it let through, the account stays as it is; the status still tells.
      if (route.body === 'credentials')
        return { json: { ...target.admin, currentPassword: target.admin.password } };
      return fixtures.soundBody(route);
    };

    const kinds = Object.entries(crossSite(target.url));
    const before = await snapshot(target, cookie);
    const cases = writes.flatMap((route, i) =>
      kinds
        // Bounded: every write from the evil page, the other disguises on one write in ten.
        .filter((_, k) => depth === 'full' || k === 0 || i % 10 === 0)
        .map(([kind, how]) => ({ route, kind, how })),
    );
    const answers = await inParallel(cases, 4, async ({ route, how }) =>
      send(target, {
        method: route.method,
        path: route.path,
        cookie,
        from: admin,
        ...(await bodyOf(route)),
        origin: how.origin,
        headers: how.headers,
      }),
    );
    const notRefused = cases
      .map((c, i) => ({ ...c, status: answers[i]!.status }))
      .filter((c) => c.status !== 403);
    // A credentials change that got through ends every session; log in again to look.
    cookie = await logIn(target, { from: admin });
    const changed = changedResources(before, await snapshot(target, cookie));

    // A form on another page can post text/plain without asking first: JSON calls must refuse it.
    const jsonText = (json: unknown) => ({
      body: JSON.stringify(json),
      headers: { 'content-type': 'text/plain' },
    });
    const textPlain = await Promise.all([
      send(target, {
        path: restPath(plain),
        cookie,
        from: admin,
        ...jsonText(validFields(plain, fixtures.related, 'plain')),
      }),
      send(target, {
        path: CONTACT_PATH,
        from: loopback(RANGE, visitor++),
        ...jsonText(contact('plain')),
      }),
      send(target, { path: `${ADMIN_ROOT}/login`, from: admin, ...jsonText(target.admin) }),
      send(target, {
        path: UPLOADS_PATH,
        cookie,
        from: admin,
        ...jsonText({
          resource: 'team',
          field: 'image',
          contentType: 'image/png',
          size: 10,
          name: 'a.png',
        }),
      }),
    ]);
    const afterText = await snapshot(target, cookie);
    const textChanged = changedResources(before, afterText).filter((n) => !changed.includes(n));
    const textAccepted = textPlain.filter((a) => a.status < 400 || a.status >= 500);

    // The site's own page still writes: the check above would pass on an API that refuses all.
    const own = await Promise.all([
      send(target, {
        path: restPath(plain),
        cookie,
        from: admin,
        json: validFields(plain, fixtures.related, 'own'),
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
      send(target, { path: CONTACT_PATH, from: loopback(RANGE, visitor++), json: contact('own') }),
    ]);
    const ownRefused = own.filter((a) => a.status >= 300);

    // No other origin is allowed to read answers, credentialed or not.
    const corsPaths = [
      SITE_DATA_PATH,
      restPath(plain),
      `${ADMIN_ROOT}/login`,
      `${ADMIN_ROOT}/protected`,
    ];
    const cors = await Promise.all(
      corsPaths.flatMap((path) => [
        send(target, {
          method: 'OPTIONS',
          path,
          origin: EVIL,
          headers: {
            origin: EVIL,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        }),
        send(target, { path, cookie, headers: { origin: EVIL } }),
      ]),
    );
    const allowing = cors.filter((a) => {
      const allowed = a.headers['access-control-allow-origin'];
      return allowed !== undefined && allowed !== target.url;
    });

    const figures: Figure[] = [
      {
        check: 'cross-site',
        figure: 'cross-site writes not refused (403)',
        value: notRefused.length,
        bound: 0,
        detail: examplesOr(
          notRefused,
          (c) => `${c.route.name} (${c.kind}): ${c.status}`,
          `${cases.length} writes from ${kinds.length} kinds of other page, all 403`,
        ),
      },
      {
        check: 'cross-site',
        figure: 'records changed',
        value: changed.length + textChanged.length,
        bound: 0,
        detail: [...changed, ...textChanged].join(', ') || 'every list read the same after',
      },
      {
        check: 'cross-site',
        figure: 'text/plain bodies accepted',
        value: textAccepted.length,
        bound: 0,
        detail: `answers: ${textPlain.map((a) => a.status).join(', ')} (content, contact, login, upload ticket)`,
      },
      {
        check: 'cross-site',
        figure: 'same-site writes refused',
        value: ownRefused.length,
        bound: 0,
        detail: `answers: ${own.map((a) => a.status).join(', ')} (a create, a contact message)`,
      },
      {
        check: 'cross-site',
        figure: 'CORS answers allowing another origin',
        value: allowing.length,
        bound: 0,
        detail: `${cors.length} preflights and reads with Origin ${EVIL}`,
      },
    ];
    return figures;
  },
};
