import { describe, expect, it } from 'vitest';
import { DeployError } from '../../src/errors.js';
import { parseStageOptions, UsageError, type StageOptions } from '../../src/options.js';
import { deployStack } from '../../src/sequence.js';
import type { StackOutputs } from '../../src/stack-outputs.js';

const CLOUDFRONT = 'https://d1abcdef8.cloudfront.net';
const EDGE_SECRET = expect.stringMatching(/^--param=edgeSecret=[\w-]{43}$/);

/**
 * A stand-in for the stack behind our two ports: `serverless deploy` creates or updates it with
 * the siteOrigin it is given, and its outputs say the site's address as CloudFront would (the
 * custom domain's, else the distribution's own, which exists only after the first deploy).
 */
const fakeStack = (
  existing?: { siteOrigin?: string; domainName?: string },
  settings: Record<string, string> = {},
) => {
  let stageSettings = settings;
  let deployed = existing;
  const runs: string[][] = [];
  const lines: string[] = [];
  const param = (args: string[], key: string) =>
    args.find((a) => a.startsWith(`--param=${key}=`))?.slice(`--param=${key}=`.length);
  const outputs = (): StackOutputs | undefined =>
    deployed && {
      SiteUrl: deployed.domainName ? `https://${deployed.domainName}` : CLOUDFRONT,
      SiteBucketName: 'robotics-club-prod-site',
      StageSettings: JSON.stringify({ domainName: '', mailFrom: '', ...stageSettings }),
    };
  return {
    runs,
    lines,
    /** The origin the API's CORS, SITE_ORIGIN and the uploads bucket's CORS now allow. */
    allowedOrigin: () => deployed?.siteOrigin,
    ports: {
      runServerless: async (args: string[]) => {
        runs.push(args);
        deployed = { siteOrigin: param(args, 'siteOrigin'), domainName: param(args, 'domainName') };
        stageSettings = Object.fromEntries(
          args
            .filter((a) => a.startsWith('--param=') && !a.startsWith('--param=siteOrigin='))
            .map((a) => a.slice('--param='.length).split('=') as [string, string]),
        );
        return 0;
      },
      readOutputs: async () => outputs(),
      log: (line: string) => lines.push(line),
    },
  };
};

const options = (...args: string[]) =>
  parseStageOptions(['--stage', 'prod', '--region', 'eu-west-1', ...args]) as StageOptions;

describe('npm run deploy: how many stack deploys, with which site origin', () => {
  it('deploys a new stage without a domain twice: the second time with CloudFront’s address, saying why', async () => {
    const stack = fakeStack();
    const outputs = await deployStack(options(), stack.ports);

    expect(stack.runs).toEqual([
      ['deploy', '--stage', 'prod', '--region', 'eu-west-1', EDGE_SECRET],
      [
        'deploy',
        '--stage',
        'prod',
        '--region',
        'eu-west-1',
        `--param=siteOrigin=${CLOUDFRONT}`,
        EDGE_SECRET,
      ],
    ]);
    expect(stack.allowedOrigin()).toBe(CLOUDFRONT);
    expect(outputs.SiteUrl).toBe(CLOUDFRONT);
    expect(stack.lines.join('\n')).toMatch(/first deploy/);
    expect(stack.lines.join('\n')).toMatch(
      new RegExp(`address is ${CLOUDFRONT}.*\\n.*once more`, 'm'),
    );
  });

  it('redeploys an existing stage once, with the address it already has, and the user’s params', async () => {
    const stack = fakeStack({ siteOrigin: CLOUDFRONT });
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
        EDGE_SECRET,
      ],
    ]);
    expect(stack.allowedOrigin()).toBe(CLOUDFRONT);
  });

  it('deploys a new stage with a custom domain once, for that domain', async () => {
    const stack = fakeStack();
    const arn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
    const outputs = await deployStack(
      options('--param', 'domainName=club.example.org', '--param', `certificateArn=${arn}`),
      stack.ports,
    );

    expect(stack.runs).toHaveLength(1);
    expect(stack.runs[0]).toEqual(
      expect.arrayContaining([
        '--param=siteOrigin=https://club.example.org',
        '--param=domainName=club.example.org',
        `--param=certificateArn=${arn}`,
      ]),
    );
    expect(stack.allowedOrigin()).toBe('https://club.example.org');
    expect(outputs.SiteUrl).toBe('https://club.example.org');
  });

  it('moves an existing stage from its custom domain back to CloudFront’s address in two deploys', async () => {
    const stack = fakeStack({
      siteOrigin: 'https://club.example.org',
      domainName: 'club.example.org',
    });
    await deployStack(options(), stack.ports);

    expect(stack.runs.map((args) => args.find((a) => a.includes('siteOrigin')))).toEqual([
      '--param=siteOrigin=https://club.example.org',
      `--param=siteOrigin=${CLOUDFRONT}`,
    ]);
    expect(stack.allowedOrigin()).toBe(CLOUDFRONT);
  });

  it('stops at a failed serverless deploy with its exit code, and deploys nothing more', async () => {
    const stack = fakeStack();
    const failing = {
      ...stack.ports,
      runServerless: async (args: string[]) => (stack.runs.push(args), 3),
    };
    const attempt = deployStack(options(), failing);

    await expect(attempt).rejects.toBeInstanceOf(DeployError);
    await expect(attempt).rejects.toThrow(/exit code 3/);
    expect(stack.runs).toHaveLength(1);
  });
});

describe('npm run deploy: the command line', () => {
  it('refuses what the deploy cannot act on, saying what to change', () => {
    const refusal = (...args: string[]) => {
      try {
        parseStageOptions(args, {});
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error(`accepted: ${args.join(' ')}`);
    };
    expect(refusal()).toMatch(/--stage/);
    expect(refusal('--stage', 'Prod')).toMatch(/lower-case/);
    expect(refusal('--stage', 'prod', '--param', 'mailFrom')).toMatch(/key=value/);
    expect(refusal('--stage', 'prod', '--param', 'siteOrigin=https://x.org')).toMatch(/domainName/);
    expect(refusal('--stage', 'prod', '--param', 'domainName=club.example.org')).toMatch(
      /certificateArn/,
    );
    expect(refusal('--stage', 'prod', '--param', 'edgeSecret=short')).toMatch(/at least 32/);
    expect(
      refusal(
        '--stage',
        'prod',
        '--param',
        'domainName=https://club.example.org',
        '--param',
        'certificateArn=a',
      ),
    ).toMatch(/bare host name/);
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

describe('npm run deploy: the settings of the last deploy', () => {
  it('keeps them when a redeploy leaves them out, and takes a new value when given one', async () => {
    const stack = fakeStack(
      { siteOrigin: 'https://robotics.example.org', domainName: 'robotics.example.org' },
      {
        domainName: 'robotics.example.org',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        mailFrom: 'website@robotics.example.org',
      },
    );
    await deployStack(options('--param', 'mailFrom=club@robotics.example.org'), stack.ports);

    expect(stack.runs).toHaveLength(1);
    expect(stack.runs[0]).toEqual(
      expect.arrayContaining([
        '--param=siteOrigin=https://robotics.example.org',
        '--param=domainName=robotics.example.org',
        '--param=certificateArn=arn:aws:acm:us-east-1:123456789012:certificate/abc',
        '--param=mailFrom=club@robotics.example.org',
      ]),
    );
    expect(stack.lines.join('\n')).toMatch(/Keeping the settings of the last deploy: domainName=/);
  });
});

describe('npm run deploy: the edge secret', () => {
  it('is made on a stage’s first deploy, the same for both of its runs, and kept after', async () => {
    const stack = fakeStack();
    await deployStack(options(), stack.ports);
    const secrets = stack.runs.map((run) => run.find((a) => a.startsWith('--param=edgeSecret=')));
    expect(secrets).toHaveLength(2);
    expect(secrets[1]).toBe(secrets[0]);

    await deployStack(options(), stack.ports);
    expect(stack.runs.at(-1)).toContain(secrets[0]);
    // Kept, but never printed.
    expect(stack.lines.join('\n')).not.toContain(secrets[0]!.split('=')[2]);
  });
});
