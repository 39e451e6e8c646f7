import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake in how a command was called: the person fixes the command, nothing ran. */
export class UsageError extends Error {}

/** A deploy step that stopped for a reason the person running it can fix; the message says how. */
export class DeployError extends Error {}

export const NO_CREDENTIALS =
  'No AWS credentials were found. Sign in first (aws sso login, or set AWS_PROFILE), then run this again.';

/** The SDK's errors about who is calling, by name, in words for whoever runs the command. */
const SIGN_IN: Record<string, string> = {
  CredentialsProviderError: NO_CREDENTIALS,
  ExpiredToken: 'Your AWS sign-in has expired. Sign in again (aws sso login), then run this again.',
  ExpiredTokenException:
    'Your AWS sign-in has expired. Sign in again (aws sso login), then run this again.',
  InvalidClientTokenId:
    'AWS does not know these credentials. Check AWS_PROFILE or sign in again, then run this again.',
  UnrecognizedClientException:
    'AWS does not know these credentials. Check AWS_PROFILE or sign in again, then run this again.',
  SignatureDoesNotMatch:
    'AWS refused the secret key of these credentials. Check AWS_PROFILE or sign in again.',
};

/** What went wrong, for whoever runs the command. */
export const explain = (error: unknown): string => {
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  if (error instanceof DeployError) return message;
  const signIn = SIGN_IN[name];
  if (signIn) return signIn;
  if (name === 'AccessDenied' || name === 'AccessDeniedException' || name === 'AccessDeniedError')
    return `These AWS credentials are not allowed to do this step: ${message}`;
  return message;
};

/** Runs a command's main: a refusal or failure is told in words, with exit code 2 or 1. */
export const runCommand = async (main: () => Promise<void>) => {
  try {
    await main();
  } catch (error) {
    console.error(`\n${explain(error)}`);
    if (error instanceof UsageError) console.error('Run with --help to see the options.');
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
};

/** A command's arguments read strictly: an unknown or malformed one is a UsageError in words. */
export const readCommandLine = <T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: T,
) => {
  try {
    return parseArgs({ args, strict: true, options }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
};
