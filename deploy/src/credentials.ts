import { homedir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { fromNodeProviderChain } from '@aws-sdk/credential-providers';
import { loadSharedConfigFiles } from '@smithy/core/config';
import { DeployError, NO_CREDENTIALS } from './errors.js';

/** AWS keys as the SDK resolves them; temporary ones (SSO, a role) have a session token and an expiry. */
export type AwsCredentials = Awaited<ReturnType<ReturnType<typeof fromNodeProviderChain>>>;

/** What every AWS client of one deploy or removal is made with: one region, one identity. */
export interface AwsAccess {
  region: string;
  credentials: AwsCredentials;
  /** In each request's user agent, so CloudTrail tells this command's calls from serverless's. */
  userAgentAppId: string;
}

export const USER_AGENT_APP_ID = 'robotics-club-deploy';

/** A first deploy waits on CloudFront for 15 minutes or more. */
const SHORT_SIGN_IN_MS = 30 * 60_000;

/**
 * The variables through which serverless would look for credentials of its own: a profile
 * (AWS_PROFILE, AWS_DEFAULT_PROFILE, osls's AWS_<STAGE>_PROFILE) or keys (AWS_ACCESS_KEY_ID...,
 * osls's AWS_<STAGE>_ACCESS_KEY_ID...).
 */
const SIGN_IN_SETTING =
  /^AWS_(.+_)?(PROFILE|ACCESS_KEY_ID|SECRET_ACCESS_KEY|SESSION_TOKEN|SECURITY_TOKEN|CREDENTIAL_EXPIRATION)$/;

/**
 * The environment of the serverless child: the keys this command resolved and nothing it could
 * resolve again. A profile read twice is a second SSO, MFA or credential_process run, maybe
 * another identity; and osls reads profiles its own way, which failed for some that the SDK
 * here reads ("AWS profile ... doesn't seem to be configured").
 */
export const serverlessEnvironment = (
  env: NodeJS.ProcessEnv,
  { region, credentials }: AwsAccess,
): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(env).filter(([name]) => !SIGN_IN_SETTING.test(name))),
  AWS_ACCESS_KEY_ID: credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  ...(credentials.sessionToken ? { AWS_SESSION_TOKEN: credentials.sessionToken } : {}),
  ...(credentials.expiration
    ? { AWS_CREDENTIAL_EXPIRATION: credentials.expiration.toISOString() }
    : {}),
  AWS_REGION: region,
});

/** A warning when the keys run out before a long deploy may be over; nothing otherwise. */
export const expiryNotice = (credentials: AwsCredentials, now = new Date()) => {
  const { expiration } = credentials;
  if (!expiration || expiration.getTime() - now.getTime() > SHORT_SIGN_IN_MS) return undefined;
  const minutes = Math.max(0, Math.floor((expiration.getTime() - now.getTime()) / 60_000));
  const at = expiration.toTimeString().slice(0, 5);
  return [
    `Your AWS sign-in expires at ${at}, in ${minutes} minutes, and a first deploy can take 15`,
    'minutes or more. If it stops with an expired sign-in, sign in again (aws sso login for an',
    'SSO profile) and run the same command again.',
  ].join('\n');
};

/** A profile with mfa_serial asks for the code on the terminal, once, as the AWS CLI does. */
const askMfaCode = (serial: string) =>
  new Promise<string>((answered, failed) => {
    const terminal = createInterface({ input: process.stdin, output: process.stderr });
    let code: string | undefined;
    terminal.question(`MFA code for ${serial}: `, (answer) => {
      code = answer.trim();
      terminal.close();
    });
    // Nobody to ask (input closed, as in CI): say so rather than wait forever.
    terminal.once('close', () =>
      code
        ? answered(code)
        : failed(
            new DeployError(`The AWS profile needs an MFA code for ${serial}, and none was typed.`),
          ),
    );
  });

const sharedFiles = (env: NodeJS.ProcessEnv) => ({
  config: env.AWS_CONFIG_FILE ?? join(homedir(), '.aws', 'config'),
  credentials: env.AWS_SHARED_CREDENTIALS_FILE ?? join(homedir(), '.aws', 'credentials'),
});

/** Whether the AWS config or credentials file has this profile, as the SDK reads them. */
const isConfigured = async (profile: string) => {
  const { configFile, credentialsFile } = await loadSharedConfigFiles({ ignoreCache: true });
  return profile in configFile || profile in credentialsFile;
};

/** The chain's last word when every source was tried: it says nothing about any of them. */
const NOTHING_FOUND = /Could not load credentials from any providers/;

/** Why no credentials could be had, and what to do, for whoever runs the command. */
export const signInFailure = (
  error: unknown,
  profile: string | undefined,
  configured: boolean,
  env: NodeJS.ProcessEnv = process.env,
) => {
  const { message } = error instanceof Error ? error : new Error(String(error));
  const login = `aws sso login${profile ? ` --profile ${profile}` : ''}`;
  // The SDK's words for an SSO token that is out of date, or not in the cache at all.
  if (/aws sso login/.test(message))
    return /expired/i.test(message)
      ? `Your AWS sign-in has expired. Run ${login}, then run this again.`
      : `You are not signed in to AWS on this computer. Run ${login}, then run this again.`;
  if (!profile) return NO_CREDENTIALS;
  if (!configured) {
    const files = sharedFiles(env);
    return [
      `The AWS profile "${profile}" (AWS_PROFILE) is not configured on this computer: it should be`,
      `a [profile ${profile}] section of ${files.config} (or [${profile}] in ${files.credentials}).`,
      `Make it with aws configure sso --profile ${profile} (or aws configure --profile ${profile}),`,
      'or set AWS_PROFILE to the profile you use for the club, then run this again.',
    ].join('\n');
  }
  const reason = NOTHING_FOUND.test(message) ? '' : ` (${message.trim()})`;
  return [
    `The AWS profile "${profile}" gave no credentials${reason}.`,
    `aws sts get-caller-identity --profile ${profile} shows why; fix that, then run this again.`,
  ].join('\n');
};

/**
 * Who runs the command, resolved once, the way the AWS CLI does: AWS_PROFILE with SSO, a
 * credential_process, a role (with MFA), keys in the environment or the files, a container's or
 * an instance's role. Each SDK client and the serverless child then use these same keys.
 */
export const signIn = async (region: string): Promise<AwsAccess> => {
  const profile = process.env.AWS_PROFILE || undefined;
  try {
    const credentials = await fromNodeProviderChain({
      mfaCodeProvider: askMfaCode,
      // The region STS assumes a profile's role in (an SSO profile keeps its sso_region).
      parentClientConfig: { region },
    })();
    return { region, credentials, userAgentAppId: USER_AGENT_APP_ID };
  } catch (error) {
    if (error instanceof DeployError) throw error;
    const configured = profile ? await isConfigured(profile).catch(() => false) : false;
    throw new DeployError(signInFailure(error, profile, configured));
  }
};

/**
 * Which account and which user or role the deploy acts as (STS answers any valid keys, so bad
 * ones stop here, before anything changed), and when the keys expire if that is soon.
 */
export const signedInNotice = async (aws: AwsAccess) => {
  const { Account, Arn } = await new STSClient(aws).send(new GetCallerIdentityCommand({}));
  const expiry = expiryNotice(aws.credentials);
  return [`Signed in to AWS account ${Account} as ${Arn}.`, ...(expiry ? [expiry] : [])].join('\n');
};
