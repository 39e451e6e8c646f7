import { DescribeStacksCommand, type CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { DeployError } from './errors.js';

/** A stack's Outputs by key (serverless.yml and deploy/cloudformation/*.yml declare them). */
export type StackOutputs = Record<string, string>;

/** A stack as the deploy reads it: where CloudFormation stands with it, and its outputs. */
export interface StackState {
  /** CREATE_COMPLETE, UPDATE_ROLLBACK_COMPLETE, ROLLBACK_COMPLETE, ..._IN_PROGRESS... */
  status: string;
  outputs: StackOutputs;
}

/**
 * The stack, or undefined when it does not exist (a stage's first deploy, or a removed one).
 * CloudFormation answers a missing stack with a ValidationError "Stack with id ... does not
 * exist"; it has no error of its own.
 */
export const readStack = async (
  cloudformation: CloudFormationClient,
  name: string,
): Promise<StackState | undefined> => {
  try {
    const { Stacks } = await cloudformation.send(new DescribeStacksCommand({ StackName: name }));
    const [stack] = Stacks ?? [];
    if (!stack) return undefined;
    const outputs = Object.fromEntries(
      (stack.Outputs ?? []).flatMap(({ OutputKey, OutputValue }) =>
        OutputKey && OutputValue !== undefined ? [[OutputKey, OutputValue]] : [],
      ),
    );
    return { status: stack.StackStatus ?? 'UNKNOWN', outputs };
  } catch (error) {
    const { name: code, message } = error as Error;
    if (code === 'ValidationError' && /does not exist/.test(message)) return undefined;
    throw error;
  }
};

/** The stack's outputs, or undefined when it does not exist. */
export const readStackOutputs = async (cloudformation: CloudFormationClient, name: string) =>
  (await readStack(cloudformation, name))?.outputs;

/** The outputs the site's publishing needs; a stack without them predates the site bucket. */
export const siteOutputs = (outputs: StackOutputs, stack: string) => {
  const needed = ['SiteUrl', 'ConsoleUrl', 'SiteBucketName', 'DistributionId'] as const;
  const missing = needed.filter((key) => !outputs[key]);
  if (missing.length > 0)
    throw new DeployError(
      `The stack ${stack} does not say its ${missing.join(', ')}. Is serverless.yml the version with the site bucket and CloudFront?`,
    );
  return {
    siteUrl: outputs.SiteUrl!,
    consoleUrl: outputs.ConsoleUrl!,
    bucket: outputs.SiteBucketName!,
    distributionId: outputs.DistributionId!,
  };
};

/** The function that makes the pages, which a deploy runs once the site is uploaded. */
export const publishFunctionOf = (outputs: StackOutputs, stack: string) => {
  const name = outputs.PublishFunctionName;
  if (!name)
    throw new DeployError(
      `The stack ${stack} does not say its PublishFunctionName. Is serverless.yml the version with the publish function?`,
    );
  return name;
};

/** The API function, which a deploy asks to make the credential signing key (once). */
export const apiFunctionOf = (outputs: StackOutputs, stack: string) => {
  const name = outputs.ApiFunctionName;
  if (!name)
    throw new DeployError(
      `The stack ${stack} does not say its ApiFunctionName. Is serverless.yml the version with signed certificates?`,
    );
  return name;
};
