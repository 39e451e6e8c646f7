import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { parseSmokeOptions } from '../../src/smoke/options.js';

const refused = (args: string[], message: RegExp) =>
  expect(() => parseSmokeOptions(args, {})).toThrow(
    expect.objectContaining({ constructor: UsageError, message: expect.stringMatching(message) }),
  );

describe('the command line of npm run smoke', () => {
  it('checks the local stack on PORT, else 3000, unless given its address', () => {
    expect(parseSmokeOptions(['--local'], {})).toEqual({ url: 'http://localhost:3000' });
    expect(parseSmokeOptions(['--local'], { PORT: '4100' })).toEqual({
      url: 'http://localhost:4100',
    });
    expect(parseSmokeOptions(['--local', '--url', 'http://127.0.0.1:4200/'], {})).toEqual({
      url: 'http://127.0.0.1:4200',
    });
  });

  it("finds a stage's region as the deploy does: --region, AWS_REGION, AWS_DEFAULT_REGION, us-east-1", () => {
    const env = { AWS_REGION: 'eu-west-1', AWS_DEFAULT_REGION: 'ap-south-1' };
    expect(parseSmokeOptions(['--stage', 'prod', '--region', 'eu-central-1'], env)).toEqual({
      stage: 'prod',
      region: 'eu-central-1',
    });
    expect(parseSmokeOptions(['--stage', 'prod'], env)).toEqual({
      stage: 'prod',
      region: 'eu-west-1',
    });
    expect(parseSmokeOptions(['-s', 'test'], { AWS_DEFAULT_REGION: 'ap-south-1' })).toEqual({
      stage: 'test',
      region: 'ap-south-1',
    });
    expect(parseSmokeOptions(['--stage', 'test'], {})).toEqual({
      stage: 'test',
      region: 'us-east-1',
    });
  });

  it('answers --help with its help', () => {
    expect(parseSmokeOptions(['--help'], {})).toBe('help');
    expect(parseSmokeOptions(['--local', '-h'], {})).toBe('help');
  });

  it('says what is wrong with a command line it cannot follow', () => {
    refused([], /Say what to check: --stage <name> .* or --local/);
    refused(['--stage', 'prod', '--local'], /either a stage .* or the local stack/);
    refused(['--stage', 'Prod'], /"Prod" is not a stage name/);
    refused(['--local', '--region', 'eu-west-1'], /--region goes with --stage/);
    refused(['--stage', 'prod', '--url', 'http://localhost:3000'], /--url goes with --local/);
    refused(['--local', '--url', 'localhost:3000'], /site's address alone/);
    refused(['--local', '--url', 'not an address'], /"not an address" is not an address/);
    refused(['--local', '--url', 'http://localhost:3000/admin/'], /no path/);
    refused(['--local', '--param', 'x=y'], /Unknown option '--param'/);
  });
});
