import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { DeployError, runCommand } from './errors.js';
import { parseSmokeOptions, SMOKE_USAGE, type SmokeTarget } from './smoke/options.js';
import { runSmokeChecks, type SmokeOptions } from './smoke/runner.js';
import { stageSite } from './smoke/stage-site.js';
import { readStackOutputs } from './stack-outputs.js';
import { stackName } from './stage-names.js';

/** `npm run smoke -- --stage <name>` or `-- --local`: the site checked end to end, unchanged. */

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The address to check: as given, or the stage's, from its stack. */
const siteOf = async (target: SmokeTarget): Promise<SmokeOptions & { siteUrl: string }> => {
  if ('url' in target) return { siteUrl: target.url };
  const { stage, region } = target;
  const stack = stackName(stage);
  const outputs = await readStackOutputs(new CloudFormationClient({ region }), stack);
  if (!outputs)
    throw new DeployError(
      `There is no stage ${stage} in ${region} (no stack ${stack}). Check --stage and --region, or deploy it first (npm run deploy -- --stage ${stage}).`,
    );
  return stageSite(outputs, stack, region);
};

const main = async () => {
  const target = parseSmokeOptions(process.argv.slice(2));
  if (target === 'help') {
    console.log(SMOKE_USAGE);
    return;
  }
  const site = await siteOf(target);
  const { failed } = await runSmokeChecks(site.siteUrl, console.log, site);
  if (failed.length > 0) process.exitCode = 1;
};

await runCommand(main);
