import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMOKE_CHECKS } from '@club/deploy';
import { ROOT, startStack, type Stack } from '@club/local';
import { API_ROOT, REST_ROOT, UPLOAD_PREFIX } from '@club/model';
import { TEST_PASSWORD_COST } from '@club/testkit';

// `npm run smoke` as a person runs it, against the stack npm start runs (demo content seeded),
// and against the same stack behind a front that breaks one thing at a time.

const ADMIN = { email: 'admin@smoke.test', password: 'smoke-password' };

interface Run {
  code: number;
  lines: string[];
}

/** The smoke CLI as a child process, as `npm run smoke -- <args>` starts it. */
const smoke = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  new Promise<Run>((done) => {
    execFile(
      'npx',
      ['tsx', 'deploy/src/smoke-cli.ts', ...args],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        done({
          code: error ? Number(error.code ?? 1) : 0,
          lines: `${stdout}${stderr}`.split('\n'),
        }),
    );
  });

const failedChecks = ({ lines }: Run) =>
  lines.filter((l) => l.startsWith('✗ ')).map((l) => l.slice(2));

type Fault = 'none' | 'no-page-policy' | 'no-content-range' | 'open-writes' | 'broken-pictures';

const listen = (server: Server) =>
  new Promise<number>((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
  );

/**
 * A front for the stack that breaks what `fault` names, the way a misconfigured CDN or API
 * would, and passes everything else on. Requests from its own pages reach the stack as coming
 * from the stack's own address, as a CDN in front of a site is that site.
 */
const faultyFront = (target: string, fault: () => Fault) => {
  let ownOrigin = '';
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (fault() === 'open-writes' && req.method === 'POST' && path.startsWith(REST_ROOT)) {
      req.resume();
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"x"}');
      return;
    }
    if (fault() === 'broken-pictures' && path.startsWith(UPLOAD_PREFIX)) {
      req.resume();
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    const headers = { ...req.headers, host: new URL(target).host };
    if (headers.origin === ownOrigin) headers.origin = target;
    const upstream = request(new URL(path, target), { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, reshaped(path, answer));
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  const reshaped = (path: string, answer: IncomingMessage) => {
    const headers = { ...answer.headers };
    if (fault() === 'no-page-policy' && !path.startsWith(API_ROOT))
      delete headers['content-security-policy'];
    if (fault() === 'no-content-range') delete headers['content-range'];
    return headers;
  };
  return {
    server,
    async start() {
      ownOrigin = `http://127.0.0.1:${await listen(server)}`;
      return ownOrigin;
    },
  };
};

/**
 * CloudFormation's DescribeStacks for the stacks given by name, as AWS answers it (the SDK
 * speaks its query protocol over HTTP): what `--stage` reads the site's address from. It notes
 * the stack and the region each request asked about.
 */
const fakeCloudFormation = (stacks: Record<string, Record<string, string>>) => {
  const asked: { stack: string; region: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const stack = new URLSearchParams(body).get('StackName') ?? '';
      // The request is signed for its region: Credential=<key>/<date>/<region>/cloudformation/...
      const region = /Credential=[^/]+\/\d+\/([^/]+)\//.exec(req.headers.authorization ?? '')?.[1];
      asked.push({ stack, region: region ?? '' });
      const outputs = stacks[stack];
      res.writeHead(outputs ? 200 : 400, { 'content-type': 'text/xml' });
      if (!outputs) {
        res.end(
          `<ErrorResponse><Error><Type>Sender</Type><Code>ValidationError</Code><Message>Stack with id ${stack} does not exist</Message></Error><RequestId>1</RequestId></ErrorResponse>`,
        );
        return;
      }
      const members = Object.entries(outputs)
        .map(
          ([key, value]) =>
            `<member><OutputKey>${key}</OutputKey><OutputValue>${value}</OutputValue></member>`,
        )
        .join('');
      res.end(
        `<DescribeStacksResponse><DescribeStacksResult><Stacks><member><StackName>${stack}</StackName><StackStatus>UPDATE_COMPLETE</StackStatus><CreationTime>2025-01-01T00:00:00Z</CreationTime><Outputs>${members}</Outputs></member></Stacks></DescribeStacksResult><ResponseMetadata><RequestId>1</RequestId></ResponseMetadata></DescribeStacksResponse>`,
      );
    });
  });
  return { server, asked };
};

let dataDir: string;
let stack: Stack;
const servers: Server[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-smoke-'));
  // Stand-ins for the builds: the checks look at how pages are routed and served, not at the
  // apps, and `npm test` rebuilds web/dist and admin/dist while the integration tests run. The
  // site's carries the marks the publisher fills in (web/index.html), as its pages are made.
  const builds = { site: join(dataDir, 'site'), admin: join(dataDir, 'admin') };
  const page = {
    site: '<!--page-head--><title>The site</title><!--/page-head--><!--page--><!--/page-->',
    admin: '<title>The admin</title>',
  };
  for (const [name, dir] of Object.entries(builds)) {
    await mkdir(dir);
    await writeFile(join(dir, 'index.html'), `<!doctype html>${page[name as keyof typeof page]}`);
  }
  stack = await startStack({
    dataDir: join(dataDir, 'data'),
    admin: ADMIN,
    builds,
    passwordCost: TEST_PASSWORD_COST,
  });
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm run smoke', () => {
  it('passes against a fresh local stack, naming every check', async () => {
    const run = await smoke(['--local', '--url', stack.url]);
    expect(run.lines).toContain(`Checking ${stack.url} (it changes nothing there):`);
    expect(failedChecks(run)).toEqual([]);
    const passed = run.lines.filter((l) => l.startsWith('✓ ')).map((l) => l.slice(2));
    const skipped = run.lines.filter((l) => l.startsWith('– ')).map((l) => l.slice(2));
    // Plain HTTP has no https:// to move to: the one check not made locally, and said so.
    expect(skipped).toEqual(['Addresses typed with http:// move to https://']);
    expect([...passed, ...skipped].sort()).toEqual(SMOKE_CHECKS.map((c) => c.name).sort());
    expect(run.lines).toContain(`${SMOKE_CHECKS.length - 1} passed, 0 failed, 1 not checked.`);
    expect(run.code).toBe(0);
  });

  it("checks a stage at the address its stack's outputs give, in the region AWS_REGION names", async () => {
    const aws = fakeCloudFormation({
      'robotics-club-test': {
        SiteUrl: stack.url,
        ConsoleUrl: `${stack.url}/admin/`,
        SiteBucketName: 'site',
        DistributionId: 'E1',
      },
    });
    servers.push(aws.server);
    const env = {
      AWS_ENDPOINT_URL_CLOUDFORMATION: `http://127.0.0.1:${await listen(aws.server)}`,
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      AWS_REGION: 'eu-west-1',
    };

    const run = await smoke(['--stage', 'test'], env);
    expect(run.lines).toContain(`Checking ${stack.url} (it changes nothing there):`);
    expect(failedChecks(run)).toEqual([]);
    expect(run.code).toBe(0);

    const missing = await smoke(['--stage', 'nope', '--region', 'ap-south-1'], env);
    expect(missing.lines).toContain(
      'There is no stage nope in ap-south-1 (no stack robotics-club-nope). Check --stage and --region, or deploy it first (npm run deploy -- --stage nope).',
    );
    expect(missing.code).toBe(1);
    expect(aws.asked).toEqual([
      { stack: 'robotics-club-test', region: 'eu-west-1' },
      { stack: 'robotics-club-nope', region: 'ap-south-1' },
    ]);
  });

  describe('against a stack that is broken on purpose', () => {
    let fault: Fault = 'none';
    let frontUrl: string;
    beforeAll(async () => {
      const front = faultyFront(stack.url, () => fault);
      servers.push(front.server);
      frontUrl = await front.start();
    });

    const brokenBy = async (broken: Fault) => {
      fault = broken;
      try {
        return await smoke(['--local', '--url', frontUrl]);
      } finally {
        fault = 'none';
      }
    };

    it('passes through the front while nothing is broken', async () => {
      const run = await brokenBy('none');
      expect(failedChecks(run)).toEqual([]);
      expect(run.code).toBe(0);
    });

    it('tells pages without their Content-Security-Policy', async () => {
      const run = await brokenBy('no-page-policy');
      expect(failedChecks(run)).toEqual([
        'The home page opens, with its security headers',
        'The admin console (/admin/) opens, with its security headers',
      ]);
      expect(run.lines).toContainEqual(
        expect.stringMatching(
          /^ {4}The home page came without the security headers the site's pages must have: Content-Security-Policy is missing\./,
        ),
      );
      expect(run.code).toBe(1);
    });

    it('tells console lists without their Content-Range', async () => {
      const run = await brokenBy('no-content-range');
      expect(failedChecks(run)).toEqual(["The console's lists tell their size (Content-Range)"]);
      expect(run.lines).toContainEqual(
        expect.stringMatching(
          /came without its Content-Range header\. The console reads the number of records from it and shows no list without it\./,
        ),
      );
      expect(run.code).toBe(1);
    });

    it('tells an API that takes changes from anyone', async () => {
      const run = await brokenBy('open-writes');
      expect(failedChecks(run)).toEqual(['Changes without signing in are refused']);
      expect(run.lines).toContainEqual(
        expect.stringMatching(
          /Adding a team member without signing in .* was accepted \(it answered 201\) instead of refused with 401: anyone could change the site's content!/,
        ),
      );
      expect(run.code).toBe(1);
    });

    it('tells pictures that do not come back as pictures', async () => {
      const run = await brokenBy('broken-pictures');
      expect(failedChecks(run)).toEqual(['Uploaded pictures are served (/Upload/)']);
      expect(run.lines).toContainEqual(
        expect.stringMatching(
          /^ {4}The picture http:\/\/127\.0\.0\.1:\d+\/Upload\/image\/\S+ \(a .*\) answered 404 \(text\/html\) instead of the picture \(200, image\/…\)\./,
        ),
      );
      expect(run.code).toBe(1);
    });
  });
});
