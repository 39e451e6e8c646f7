import { UsageError } from '@club/deploy';
import { DomainError } from '@club/functions';

/** What went wrong, in words for whoever ran a command (npm run admin, import, export). */
export const explain = (error: unknown, table?: string) => {
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  if (error instanceof DomainError) return `${message} Nothing was changed.`;
  if (name === 'CredentialsProviderError')
    return 'No AWS credentials were found. Sign in first (aws sso login, or set AWS_PROFILE), then run this again.';
  if (name === 'ResourceNotFoundException')
    return `There is no table ${table ?? ''} there. Check the stage and --region: has the stage been deployed?`;
  return message;
};

/** Says what went wrong and gives the exit code: 2 for a mistake in the options, 1 otherwise. */
export const failedCommand = (error: unknown, table?: string) => {
  console.error(explain(error, table));
  if (!(error instanceof UsageError)) return 1;
  console.error('Run with --help to see the options.');
  return 2;
};
