import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { runServerless } from './commands.js';
import { signedInNotice, signIn } from './credentials.js';
import { DeployError, runCommand } from './errors.js';
import { parseStageOptions, REMOVE_USAGE } from './options.js';
import { retainedNotice } from './retained.js';
import { serverlessArgs } from './sequence.js';
import { readStackOutputs } from './stack-outputs.js';
import { stackName } from './stage-names.js';

/** `npm run remove -- --stage <name>`: the stage's stack goes, its content stays. */

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const main = async () => {
  const options = parseStageOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(REMOVE_USAGE);
    return;
  }
  const { stage, region } = options;
  const stack = stackName(stage);
  const aws = await signIn(region);
  console.log(await signedInNotice(aws));
  // Read first: the names of what stays are outputs, gone with the stack.
  const outputs = await readStackOutputs(new CloudFormationClient(aws), stack);
  if (!outputs)
    throw new DeployError(
      `There is no stage ${stage} in ${region} (no stack ${stack}). Check --stage and --region.`,
    );
  const code = await runServerless(serverlessArgs('remove', options), aws);
  if (code !== 0)
    throw new DeployError(
      `serverless remove stopped with exit code ${code}; its messages are above. Run it again once they are dealt with.`,
    );
  console.log(`\n${retainedNotice(options, outputs)}`);
};

await runCommand(main);
