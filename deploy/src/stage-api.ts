import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { GetFunctionConfigurationCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DeployError } from './errors.js';
import { apiFunctionOf, readStackOutputs } from './stack-outputs.js';
import { stackName } from './stage-names.js';

/**
 * The deployed API function's settings (its table, buckets, signing key, publish function):
 * a tool run from a laptop (npm run import, npm run export) works on a stage with exactly the
 * services the stage's own API uses, read from the stage itself rather than guessed.
 */
export const stageApiEnvironment = async (stage: string, region: string) => {
  const stack = stackName(stage);
  const outputs = await readStackOutputs(new CloudFormationClient({ region }), stack);
  if (!outputs)
    throw new DeployError(
      `There is no stage ${stage} in ${region} (no stack ${stack}). Check the stage name and --region.`,
    );
  const lambda = new LambdaClient({ region });
  const { Environment } = await lambda.send(
    new GetFunctionConfigurationCommand({ FunctionName: apiFunctionOf(outputs, stack) }),
  );
  return { ...Environment?.Variables, AWS_REGION: region };
};
