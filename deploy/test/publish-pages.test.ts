import { LambdaClient } from '@aws-sdk/client-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { DeployError } from '../src/errors.js';
import { publishPages } from '../src/publish-pages.js';
import { startFakeAws, type FakeAwsOptions, type FunctionAnswer } from './support/fake-aws.js';

// The deploy's call of the stage's publish function, with the real SDK, against the fake AWS:
// Lambda's own answers to a result, to a function that threw, and to a name it does not know.

const FUNCTION = 'robotics-club-test-publish';
const KEYS = { accessKeyId: 'ASIADEPLOYER', secretAccessKey: 'secret', sessionToken: 'token' };

let fake: Awaited<ReturnType<typeof startFakeAws>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** The fake AWS with the publish function answering as `run` says; the client the deploy makes. */
const withFunction = async (run?: NonNullable<FakeAwsOptions['functions']>[string]) => {
  fake = await startFakeAws({
    sso: {
      token: 'unused',
      accountId: '111122223333',
      roleName: 'unused',
      credentials: KEYS,
      expiresAt: new Date(Date.now() + 3_600_000),
    },
    account: '111122223333',
    functions: run ? { [FUNCTION]: run } : {},
  });
  return new LambdaClient({ region: 'eu-west-1', endpoint: fake.url, credentials: KEYS });
};

const report = (files: number, written: string[], invalidated: string[], ms: number) => ({
  files,
  written,
  removed: [],
  invalidated,
  ms,
});

const failureOf = async (run: Promise<unknown>) => {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeployError);
  return (error as Error).message;
};

describe("a deploy's publish of the pages", () => {
  it('waits for the function, asked to wait for any publish running, and sums what it did', async () => {
    const asked: unknown[] = [];
    const lambda = await withFunction((event, type): FunctionAnswer => {
      asked.push({ event, type });
      // A write came in while it published: it published again before answering.
      return {
        result: {
          outcome: 'published',
          reports: [
            report(57, ['pages/index.html', 'pages/team.html'], ['/*'], 1800),
            report(58, ['pages/event.html'], ['/pages/event.html', '/event'], 400),
          ],
        },
      };
    });

    expect(await publishPages(lambda, FUNCTION)).toEqual({
      files: 58,
      changed: 3,
      invalidated: ['/*', '/pages/event.html', '/event'],
      ms: 2200,
    });
    expect(asked).toEqual([{ event: { reason: 'deploy', wait: true }, type: 'RequestResponse' }]);
    expect(fake!.seen.map(({ action, accessKeyId }) => [action, accessKeyId])).toEqual([
      [`POST /2015-03-31/functions/${FUNCTION}/invocations`, KEYS.accessKeyId],
    ]);
  });

  it("fails with the function's own message when it threw", async () => {
    const lambda = await withFunction(() => ({
      thrown: {
        errorType: 'Error',
        errorMessage:
          "The site's index.html is not in its bucket, so no page can be made: deploy the site (npm run deploy), or restart npm start.",
      },
    }));
    expect(await failureOf(publishPages(lambda, FUNCTION))).toBe(
      `The publish function ${FUNCTION} failed: The site's index.html is not in its bucket, so no page can be made: deploy the site (npm run deploy), or restart npm start.`,
    );
  });

  it('fails saying which function could not be run when Lambda has none of that name', async () => {
    const lambda = await withFunction();
    expect(await failureOf(publishPages(lambda, FUNCTION))).toMatch(
      new RegExp(`^Could not run the publish function ${FUNCTION}: Function not found: arn:`),
    );
  });

  it('fails rather than report numbers from an answer it cannot read', async () => {
    const lambda = await withFunction(() => ({ result: { outcome: 'published' } }));
    expect(await failureOf(publishPages(lambda, FUNCTION))).toMatch(
      /answered what this checkout does not understand \(\{"outcome":"published"\}\): are the function and this checkout of different versions\?$/,
    );
  });

  it('says to deploy again when a publish already running never let this one make the pages', async () => {
    const lambda = await withFunction(() => ({
      result: { outcome: 'left to another', reports: [] },
    }));
    expect(await failureOf(publishPages(lambda, FUNCTION))).toMatch(
      /waited 90 s for a publish already running.*Run npm run deploy again in two minutes\.$/,
    );
  });
});
