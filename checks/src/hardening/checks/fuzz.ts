import fc from 'fast-check';
import { CONTACT_PATH, contactMessage, contentResources } from '@club/model';
import { inParallel, logIn, loopback, send, type Answer } from '../client.js';
import type { Check, Figure } from '../figures.js';
import { loadFixtures } from '../fixtures.js';
import { contactFields, hostileRequests, type HostileRequest } from '../hostile-requests.js';
import { problemWith, readAll } from '../records.js';
import { sessionRoutes, type Route } from '@club/testkit';

// This check's clients: 127.2.x.x, one per contact message so the form's limit is not what answers.
const RANGE = 2;
const admin = loopback(RANGE, 0);
const PER_ROUTE = { full: 1000, bounded: 3 };
// Cases are drawn in chunks, so an update that went through is fuzzed at its new version next.
const CHUNK = 50;

const contactRoute: Route = {
  name: `POST ${CONTACT_PATH}`,
  method: 'POST',
  path: CONTACT_PATH,
  body: 'none',
};

export const check: Check = {
  name: 'fuzz',
  async run(target, depth) {
    const perRoute = PER_ROUTE[depth];
    const seed = Number(process.env.HARDENING_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const cookie = await logIn(target, { from: admin });
    const fixtures = await loadFixtures(target, cookie, loopback(RANGE, 1));
    const versions = new Map<string, number>();
    const current = (route: Route) => () => versions.get(route.path) ?? fixtures.versionOf(route);
    // Every write, and the inbox's: reads have no body to fuzz. Deletes go last, so that
    // edits and the inbox's actions meet a record rather than a 404.
    const writes = sessionRoutes(fixtures.ids).filter((r) => r.method !== 'GET');
    const routes = [
      ...writes.filter((r) => r.method !== 'DELETE'),
      contactRoute,
      ...writes.filter((r) => r.method === 'DELETE'),
    ];

    const failures: string[] = [];
    let cases = 0;
    let visitor = 2;
    const sendCase = async (route: Route, request: HostileRequest): Promise<Answer | undefined> => {
      const isContact = route === contactRoute;
      try {
        return await send(target, {
          method: route.method,
          path: request.path,
          headers: request.contentType === undefined ? {} : { 'content-type': request.contentType },
          body: request.body,
          cookie: isContact ? undefined : cookie,
          from: isContact ? loopback(RANGE, visitor++) : admin,
        });
      } catch {
        return undefined; // the connection broke: no answer at all
      }
    };

    for (const [index, route] of routes.entries()) {
      for (let done = 0; done < perRoute; done += CHUNK) {
        const fields = route === contactRoute ? contactFields : undefined;
        const requests = fc.sample(hostileRequests(route, current(route), fields), {
          numRuns: Math.min(CHUNK, perRoute - done),
          seed: seed + index * 100_000 + done,
        });
        const answers = await inParallel(requests, 4, (r) => sendCase(route, r));
        answers.forEach((answer, i) => {
          if (!answer || answer.status >= 500)
            failures.push(
              `${route.name} [${requests[i]!.encoding}]: ${answer ? `${answer.status} ${answer.text.slice(0, 80)}` : 'no answer'}`,
            );
          const version = (answer?.json as { version?: unknown } | undefined)?.version;
          if (answer?.status === 200 && typeof version === 'number')
            versions.set(route.path, version);
        });
        cases += requests.length;
      }
      // The full run takes minutes: say how far it got.
      if (depth === 'full' && (index + 1) % 10 === 0)
        process.stderr.write(
          `  ${index + 1} of ${routes.length} routes, ${failures.length} failures\n`,
        );
    }

    // Whatever got through must be a record the model accepts.
    const invalid: string[] = [];
    let read = 0;
    for (const d of [...contentResources, contactMessage]) {
      const items = await readAll(target, d, cookie);
      read += items.length;
      for (const item of items) {
        const problem = problemWith(d, item);
        if (problem) invalid.push(`${d.name} ${item.id}: ${problem.slice(0, 100)}`);
      }
    }

    const figures: Figure[] = [
      {
        check: 'fuzz',
        figure: '5xx answers (or none)',
        value: failures.length,
        bound: 0,
        detail:
          failures.length > 0
            ? `seed ${seed}; e.g. ${[...new Set(failures)].slice(0, 3).join(' | ')}`
            : `${cases.toLocaleString('en-US')} cases, seed ${seed}`,
      },
      {
        check: 'fuzz',
        figure: 'invalid records stored',
        value: invalid.length,
        bound: 0,
        detail:
          invalid.length > 0
            ? `e.g. ${invalid.slice(0, 3).join(' | ')}`
            : `${read} records read back, all sound`,
      },
    ];
    return figures;
  },
};
