import { describe, expect, it } from 'vitest';
import {
  expiryNotice,
  serverlessEnvironment,
  signInFailure,
  USER_AGENT_APP_ID,
  type AwsAccess,
} from '../../src/credentials.js';
import { NO_CREDENTIALS } from '../../src/errors.js';

const access = (credentials: AwsAccess['credentials']): AwsAccess => ({
  region: 'eu-west-1',
  credentials,
  userAgentAppId: USER_AGENT_APP_ID,
});

describe('serverless signs with the keys the deploy resolved', () => {
  const shell = {
    PATH: '/usr/bin',
    HOME: '/home/ana',
    AWS_PROFILE: 'club',
    AWS_DEFAULT_PROFILE: 'club',
    AWS_PROD_PROFILE: 'club-prod',
    AWS_PROD_ACCESS_KEY_ID: 'AKIAPROD',
    AWS_PROD_SECRET_ACCESS_KEY: 'prod-secret',
    AWS_ACCESS_KEY_ID: 'AKIAOLD',
    AWS_SECRET_ACCESS_KEY: 'old-secret',
    AWS_SESSION_TOKEN: 'old-token',
    AWS_CREDENTIAL_EXPIRATION: '2025-03-01T09:00:00Z',
    AWS_REGION: 'us-east-1',
    AWS_CONFIG_FILE: '/home/ana/.aws/config',
    AWS_ENDPOINT_URL: 'http://localhost:4566',
  };

  it('hands over the resolved keys and region, and no profile serverless would resolve again', () => {
    const env = serverlessEnvironment(
      shell,
      access({
        accessKeyId: 'ASIAROLE',
        secretAccessKey: 'role-secret',
        sessionToken: 'role-token',
        expiration: new Date('2025-03-01T11:00:00Z'),
      }),
    );
    expect(env).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/ana',
      AWS_CONFIG_FILE: '/home/ana/.aws/config',
      AWS_ENDPOINT_URL: 'http://localhost:4566',
      AWS_ACCESS_KEY_ID: 'ASIAROLE',
      AWS_SECRET_ACCESS_KEY: 'role-secret',
      AWS_SESSION_TOKEN: 'role-token',
      AWS_CREDENTIAL_EXPIRATION: '2025-03-01T11:00:00.000Z',
      AWS_REGION: 'eu-west-1',
    });
  });

  it("drops the shell's session token when the resolved keys are long-lived ones", () => {
    const env = serverlessEnvironment(
      shell,
      access({ accessKeyId: 'AKIAUSER', secretAccessKey: 'user-secret' }),
    );
    expect(env.AWS_ACCESS_KEY_ID).toBe('AKIAUSER');
    expect(env).not.toHaveProperty('AWS_SESSION_TOKEN');
    expect(env).not.toHaveProperty('AWS_CREDENTIAL_EXPIRATION');
  });
});

describe('a sign-in that ends before a long deploy may', () => {
  const now = new Date('2025-03-01T10:00:00');
  const keys = { accessKeyId: 'ASIAROLE', secretAccessKey: 's', sessionToken: 't' };

  it('is told with its time and the minutes left', () => {
    const notice = expiryNotice({ ...keys, expiration: new Date('2025-03-01T10:12:30') }, now);
    expect(notice).toContain('Your AWS sign-in expires at 10:12, in 12 minutes');
    expect(notice).toContain('aws sso login');
  });

  it('is not mentioned when it lasts over half an hour, or has no end', () => {
    expect(expiryNotice({ ...keys, expiration: new Date('2025-03-01T10:31:00') }, now)).toBe(
      undefined,
    );
    expect(expiryNotice(keys, now)).toBe(undefined);
  });
});

describe('no credentials: what to do', () => {
  const env = { AWS_CONFIG_FILE: '/home/ana/.aws/config' };
  const expired = new Error(
    'The SSO session associated with this profile has expired. To refresh this SSO session run aws sso login with the corresponding profile.',
  );
  const neverSignedIn = new Error(
    'The SSO session associated with this profile is invalid. To refresh this SSO session run aws sso login with the corresponding profile.',
  );
  const nothing = new Error('Could not load credentials from any providers');

  it('an expired SSO sign-in: aws sso login, for that profile', () => {
    expect(signInFailure(expired, 'club', true, env)).toBe(
      'Your AWS sign-in has expired. Run aws sso login --profile club, then run this again.',
    );
    expect(signInFailure(neverSignedIn, 'club', true, env)).toBe(
      'You are not signed in to AWS on this computer. Run aws sso login --profile club, then run this again.',
    );
  });

  it('a profile that is not configured: which one, and the file it belongs in', () => {
    const message = signInFailure(nothing, 'club', false, env);
    expect(message).toContain('The AWS profile "club" (AWS_PROFILE) is not configured');
    expect(message).toContain('a [profile club] section of /home/ana/.aws/config');
    expect(message).toContain('aws configure sso --profile club');
  });

  it("a configured profile that gave nothing: the SDK's reason when it has one", () => {
    expect(signInFailure(new Error('Command failed: get-keys'), 'club', true, env)).toContain(
      'The AWS profile "club" gave no credentials (Command failed: get-keys).',
    );
    expect(signInFailure(nothing, 'club', true, env)).toMatch(
      /^The AWS profile "club" gave no credentials\.\naws sts get-caller-identity --profile club/,
    );
  });

  it('no profile and nothing found: sign in first', () => {
    expect(signInFailure(nothing, undefined, false, env)).toBe(NO_CREDENTIALS);
  });
});
