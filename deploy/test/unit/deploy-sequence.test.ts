import { describe, expect, it } from 'vitest';
import { DeployError } from '../../src/errors.js';
import { parseStageOptions, UsageError, type StageOptions } from '../../src/options.js';
import { deployStack } from '../../src/sequence.js';
import type { StackState } from '../../src/stack-outputs.js';

const CLOUDFRONT = 'https://d1abcdef8.cloudfront.net';
const ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';

const paramOf = (args: string[], key: string) =>
  args.find((a) => a.startsWith(`--param=${key}=`))?.slice(`--param=${key}=`.length);

/**
 * A stand-in for the stack behind the deploy's ports, as CloudFormation keeps it: `serverless
 * deploy` creates or updates it with the params it is given, its outputs say the site's address
 * (the custom domain's, else the distribution's own) and the settings to keep. A run told to
 * fail rolls back as CloudFormation does: what that run created is gone, the rest stays.
 */
const fakeStack = (existing?: {
  domainName?: string;
  settings?: Record<string, string>;
  status?: string;
}) => {
  let state:
    { status: string; created: boolean; domainName?: string; settings: object } | undefined =
    existing && {
      status: existing.status ?? 'UPDATE_COMPLETE',
      created: true,
      domainName: existing.domainName,
      settings: existing.settings ?? {},
    };
  let siteOrigin: string | undefined;
  let tableProtection: string | undefined;
  const runs: string[][] = [];
  const lines: string[] = [];
  const failing: number[] = [];
  let obstacles: string[] = [];
  return {
    runs,
    lines,
    /** The origin the API's CORS, SITE_ORIGIN and the uploads bucket's CORS now allow. */
    allowedOrigin: () => siteOrigin,
    tableProtection: () => tableProtection,
    failRun: (n: number) => failing.push(n),
    setObstacles: (found: string[]) => (obstacles = found),
    ports: {
      runServerless: async (args: string[]) => {
        runs.push(args);
        if (failing.includes(runs.length)) {
          // Rolled back: a stack whose first deploy failed keeps only serverless's own bucket.
          state = state?.created
            ? state
            : { status: 'UPDATE_ROLLBACK_COMPLETE', created: false, settings: {} };
          return 1;
        }
        siteOrigin = paramOf(args, 'siteOrigin');
        tableProtection = paramOf(args, 'tableProtection');
        const settings = Object.fromEntries(
          args
            .filter((a) =>
              /^--param=(domainName|certificateArn|mailFrom|contactTo|bucketSuffix|priceClass)=/.test(
                a,
              ),
            )
            .map((a) => a.slice('--param='.length).split('=') as [string, string]),
        );
        state = {
          status: 'UPDATE_COMPLETE',
          created: true,
          domainName: paramOf(args, 'domainName'),
          settings,
        };
        return 0;
      },
      readStack: async (): Promise<StackState | undefined> =>
        state && {
          status: state.status,
          outputs: state.created
            ? {
                SiteUrl: state.domainName ? `https://${state.domainName}` : CLOUDFRONT,
                SiteBucketName: 'robotics-club-prod-site',
                ContentTableName: 'robotics-club-prod-content',
                StageSettings: JSON.stringify(state.settings),
              }
            : { ServerlessDeploymentBucketName: 'robotics-club-prod-serverlessdeploymentbucket' },
        },
      findObstacles: async () => obstacles,
      log: (line: string) => lines.push(line),
    },
  };
};

const options = (...args: string[]) =>
  parseStageOptions(['--stage', 'prod', '--region', 'eu-west-1', ...args]) as StageOptions;

/** The message a deploy stopped with: a DeployError for what happened, a UsageError for what was asked. */
const refusal = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect([DeployError, UsageError].some((kind) => error instanceof kind)).toBe(true);
  return (error as Error).message;
};

describe('npm run deploy: how many stack deploys, with which site origin and protection', () => {
  it('deploys a new stage without a domain twice: unprotected first, then protected with CloudFront’s address', async () => {
    const stack = fakeStack();
    const outputs = await deployStack(options(), stack.ports);

    expect(stack.runs).toEqual([
      ['deploy', '--stage', 'prod', '--region', 'eu-west-1', '--param=tableProtection=false'],
      [
        'deploy',
        '--stage',
        'prod',
        '--region',
        'eu-west-1',
        `--param=siteOrigin=${CLOUDFRONT}`,
        '--param=tableProtection=true',
      ],
    ]);
    expect(stack.allowedOrigin()).toBe(CLOUDFRONT);
    expect(stack.tableProtection()).toBe('true');
    expect(outputs.SiteUrl).toBe(CLOUDFRONT);
    const said = stack.lines.join('\n');
    expect(said).toMatch(/first deploy/);
    expect(said).toMatch(new RegExp(`address is ${CLOUDFRONT}.*\\n.*once more`, 'm'));
    expect(said).toMatch(/deletion protection/);
  });

  it('redeploys an existing stage once, protected, with the address it already has and the user’s params', async () => {
    const stack = fakeStack({});
    await deployStack(options('--param', 'mailFrom=club@example.org'), stack.ports);

    expect(stack.runs).toEqual([
      [
        'deploy',
        '--stage',
        'prod',
        '--region',
        'eu-west-1',
        `--param=siteOrigin=${CLOUDFRONT}`,
        '--param=mailFrom=club@example.org',
        '--param=tableProtection=true',
      ],
    ]);
  });

  it('deploys a new stage with a custom domain for that domain, then once more to protect the table', async () => {
    const stack = fakeStack();
    const outputs = await deployStack(
      options('--param', 'domainName=club.example.org', '--param', `certificateArn=${ARN}`),
      stack.ports,
    );

    expect(stack.runs.map((run) => paramOf(run, 'tableProtection'))).toEqual(['false', 'true']);
    for (const run of stack.runs)
      expect(run).toEqual(
        expect.arrayContaining([
          '--param=siteOrigin=https://club.example.org',
          '--param=domainName=club.example.org',
          `--param=certificateArn=${ARN}`,
        ]),
      );
    expect(outputs.SiteUrl).toBe('https://club.example.org');
  });

  it('moves an existing stage from its custom domain back to CloudFront’s address, dropping both settings', async () => {
    const stack = fakeStack({
      domainName: 'club.example.org',
      settings: { domainName: 'club.example.org', certificateArn: ARN, mailFrom: 'a@b.org' },
    });
    await deployStack(options('--param', 'domainName=', '--param', 'certificateArn='), stack.ports);

    expect(stack.runs.map((args) => paramOf(args, 'siteOrigin'))).toEqual([
      'https://club.example.org',
      CLOUDFRONT,
    ]);
    for (const run of stack.runs) {
      expect(paramOf(run, 'domainName')).toBeUndefined();
      expect(paramOf(run, 'certificateArn')).toBeUndefined();
      expect(paramOf(run, 'mailFrom')).toBe('a@b.org');
    }
    expect(stack.allowedOrigin()).toBe(CLOUDFRONT);
    expect(stack.lines.join('\n')).toMatch(/Dropping, as asked: domainName, certificateArn/);
  });
});

describe('npm run deploy: a deploy that fails', () => {
  it('stops at a failed serverless deploy with its exit code, says to run it again, and deploys nothing more', async () => {
    const stack = fakeStack();
    stack.failRun(1);
    const message = await refusal(deployStack(options(), stack.ports));

    expect(message).toMatch(/exit code 1/);
    expect(message).toMatch(/run the same command again/);
    expect(stack.runs).toHaveLength(1);
  });

  it('can be run again after a failed first deploy: still a first deploy, unprotected until it works', async () => {
    const stack = fakeStack();
    stack.failRun(1);
    await refusal(deployStack(options(), stack.ports));
    await deployStack(options(), stack.ports);

    expect(stack.runs.map((run) => paramOf(run, 'tableProtection'))).toEqual([
      'false',
      'false',
      'true',
    ]);
    expect(stack.tableProtection()).toBe('true');
  });

  it('stops before deploying anything when the stage’s names are taken, saying each in words', async () => {
    const stack = fakeStack();
    stack.setObstacles(['robotics-club-prod-content is left from an earlier deploy.']);
    const message = await refusal(deployStack(options(), stack.ports));

    expect(message).toMatch(/Nothing was deployed/);
    expect(message).toMatch(/robotics-club-prod-content is left/);
    expect(stack.runs).toEqual([]);
  });

  it('looks for taken names only on a first deploy', async () => {
    const stack = fakeStack({});
    stack.setObstacles(['would refuse']);
    await deployStack(options(), stack.ports);
    expect(stack.runs).toHaveLength(1);
  });

  it('says what to run when the stack cannot be updated as it is', async () => {
    const failedCreate = fakeStack({ status: 'ROLLBACK_COMPLETE' });
    expect(await refusal(deployStack(options(), failedCreate.ports))).toMatch(
      /npm run remove -- --stage prod --region eu-west-1/,
    );
    const busy = fakeStack({ status: 'UPDATE_IN_PROGRESS' });
    expect(await refusal(deployStack(options(), busy.ports))).toMatch(/Wait until it has finished/);
    const stuck = fakeStack({ status: 'UPDATE_ROLLBACK_FAILED' });
    expect(await refusal(deployStack(options(), stuck.ports))).toMatch(
      /continue-update-rollback --stack-name robotics-club-prod --region eu-west-1/,
    );
    for (const stack of [failedCreate, busy, stuck]) expect(stack.runs).toEqual([]);
  });
});

describe('npm run deploy: the settings of the last deploy', () => {
  const withDomain = () =>
    fakeStack({
      domainName: 'robotics.example.org',
      settings: {
        domainName: 'robotics.example.org',
        certificateArn: ARN,
        mailFrom: 'website@robotics.example.org',
        bucketSuffix: '-a7x',
      },
    });

  it('keeps them when a redeploy leaves them out, and takes a new value when given one', async () => {
    const stack = withDomain();
    await deployStack(options('--param', 'mailFrom=club@robotics.example.org'), stack.ports);

    expect(stack.runs).toHaveLength(1);
    expect(stack.runs[0]).toEqual(
      expect.arrayContaining([
        '--param=siteOrigin=https://robotics.example.org',
        '--param=domainName=robotics.example.org',
        `--param=certificateArn=${ARN}`,
        '--param=mailFrom=club@robotics.example.org',
      ]),
    );
    expect(stack.lines.join('\n')).toMatch(/Keeping the settings of the last deploy: domainName=/);
  });

  it('drops one when given empty, and refuses what would leave a domain without its certificate', async () => {
    const stack = withDomain();
    await deployStack(options('--param', 'mailFrom='), stack.ports);
    expect(paramOf(stack.runs[0]!, 'mailFrom')).toBeUndefined();

    const message = await refusal(deployStack(options('--param', 'certificateArn='), stack.ports));
    expect(message).toMatch(/needs its certificate/);
    expect(stack.runs).toHaveLength(1);
  });

  it('refuses to change the buckets’ suffix once the buckets exist', async () => {
    const stack = withDomain();
    for (const change of ['bucketSuffix=-b8y', 'bucketSuffix='])
      expect(await refusal(deployStack(options('--param', change), stack.ports))).toMatch(
        /fixed when the stage was first deployed \("-a7x"\)/,
      );
    expect(stack.runs).toEqual([]);
  });

  it('never hands a secret to serverless or prints one: the edge secret is made by AWS', async () => {
    const stack = fakeStack();
    await deployStack(options(), stack.ports);
    expect(stack.runs.flat().filter((a) => /secret/i.test(a))).toEqual([]);
  });
});

describe('npm run deploy: the command line', () => {
  const refused = (...args: string[]) => {
    try {
      parseStageOptions(args, {});
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      return (error as Error).message;
    }
    throw new Error(`accepted: ${args.join(' ')}`);
  };

  it('refuses what the deploy cannot act on, saying what to change', () => {
    expect(refused()).toMatch(/--stage/);
    expect(refused('--stage', 'Prod')).toMatch(/lower-case/);
    expect(refused('--stage', 'prod', '--param', 'mailFrom')).toMatch(/key=value/);
    expect(refused('--stage', 'prod', '--param', 'siteOrigin=https://x.org')).toMatch(/domainName/);
    expect(refused('--stage', 'prod', '--param', 'tableProtection=false')).toMatch(
      /set by the deploy/,
    );
    expect(refused('--stage', 'prod', '--param', 'edgeSecret=abc')).toMatch(/made by AWS/);
  });

  it('refuses a stage name that would make one of its AWS names too long, saying which and the longest it takes', () => {
    const ok = 'a'.repeat(38);
    expect(parseStageOptions(['--stage', ok], {})).toMatchObject({ stage: ok });
    const message = refused('--stage', `${ok}b`);
    expect(message).toMatch(
      /CloudFront's page router would be named robotics-club-a+b-site-router, 65 characters where AWS takes 64/,
    );
    expect(message).toMatch(/at most 38 characters/);
    // A bucket suffix leaves less room for the stage in the bucket names.
    expect(refused('--stage', 'a'.repeat(36), '--param', 'bucketSuffix=-xyz12')).toMatch(
      /uploads bucket .* at most 35 characters/,
    );
  });

  it('takes the region from --region, else AWS_REGION, else us-east-1', () => {
    expect(parseStageOptions(['--stage', 'a', '--region', 'eu-west-3'], {})).toMatchObject({
      region: 'eu-west-3',
    });
    expect(parseStageOptions(['--stage', 'a'], { AWS_REGION: 'ap-south-1' })).toMatchObject({
      region: 'ap-south-1',
    });
    expect(parseStageOptions(['--stage', 'a'], {})).toMatchObject({ region: 'us-east-1' });
  });
});

describe('npm run deploy: settings checked before anything is deployed', () => {
  it('a custom domain needs a bare host name and a certificate made in us-east-1; a bucket suffix its form', async () => {
    const stack = fakeStack();
    const attempt = (...params: string[]) =>
      refusal(deployStack(options(...params.flatMap((p) => ['--param', p])), stack.ports));
    expect(await attempt('domainName=https://club.example.org', `certificateArn=${ARN}`)).toMatch(
      /bare host name/,
    );
    expect(await attempt('domainName=club.example.org')).toMatch(/certificateArn/);
    expect(
      await attempt(
        'domainName=club.example.org',
        'certificateArn=arn:aws:acm:eu-west-1:123456789012:certificate/abc',
      ),
    ).toMatch(/made in us-east-1.*this one is arn:aws:acm:eu-west-1/);
    expect(await attempt('bucketSuffix=_x')).toMatch(/start with a hyphen/);
    expect(await attempt('priceClass=PriceClass_1')).toMatch(/PriceClass_100, PriceClass_200/);
    expect(stack.runs).toEqual([]);
  });
});
