import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  App,
  CloudFormationValidatePlugin,
  DefaultStackSynthesizer,
  Stack,
  Validations,
  cx_api,
} from 'aws-cdk-lib';
import type {
  PolicyValidationReportJson,
  PolicyViolationJson,
  ViolatingConstructJson,
} from 'aws-cdk-lib/cloud-assembly-schema';
import { CfnInclude } from 'aws-cdk-lib/cloudformation-include';
import { AwsSolutionsChecks } from 'cdk-nag';

/**
 * A finding the club has looked at and accepts. `rule` is written as the linter prints it
 * ('AwsSolutions-S1', 'AwsSolutions-IAM5[Resource::*]', 'F3002'); without `resource` it covers
 * every resource of the template.
 */
export interface Acknowledgement {
  rule: string;
  resource?: string;
  reason: string;
}

export interface Finding {
  rule: string;
  /** The resource's logical id; '' when the finding is about the template as a whole. */
  resource: string;
  message: string;
}

export interface LintResult {
  unacknowledged: Finding[];
  acknowledged: (Finding & { reason: string })[];
}

// Rules of the linter itself, for what CDK cannot report: a template it cannot read, and an
// acknowledgement that is malformed or silences nothing (a stale one would hide the next finding).
const TEMPLATE = 'template';
const ACKNOWLEDGEMENT = 'acknowledgement';

// CDK matches an acknowledgement to a finding by '<plugin>::<rule>'. cdk-nag's own ids all start
// with its pack's name; everything else comes from CDK's CloudFormation schema check. (An
// unqualified id would be taken by cdk-nag as silenced outright, leaving no trace in the report.)
const qualified = (rule: string) =>
  rule.startsWith('AwsSolutions-') ? `AwsSolutions::${rule}` : `CloudFormation-Validate::${rule}`;

// cdk-nag names the construct only: CfnInclude gives each resource its logical id as construct
// id ('Club/Template/UploadsBucket'). A finding on the stack itself ('Club') is about the template.
const logicalId = (c: ViolatingConstructJson) =>
  c.cloudFormationResource?.logicalId ?? c.constructPath.split('/')[2] ?? '';

// Registered by hand rather than left to CDK, which skips it when CDK_VALIDATION=false is set.
// One for the process: its schema engine takes seconds to load.
let schemaCheck: CloudFormationValidatePlugin | undefined;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Reads a CloudFormation template as AWS's tools would, offline: CDK's template validation (the
 * resource schemas: unknown or malformed properties) and cdk-nag's AwsSolutions checks (practice).
 * Never throws for what is in the template: a template CDK cannot read is itself a finding.
 */
export function lintTemplate(
  template: object,
  acknowledged: readonly Acknowledgement[],
): LintResult {
  const dir = mkdtempSync(join(tmpdir(), 'club-lint-'));
  try {
    return lintIn(dir, template, acknowledged);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function lintIn(
  dir: string,
  template: object,
  acknowledged: readonly Acknowledgement[],
): LintResult {
  const unacknowledged: Finding[] = [];
  const valid = acknowledged.filter((a) => {
    if (a.reason.trim() && !/\n/.test(a.reason)) return true;
    unacknowledged.push({
      rule: ACKNOWLEDGEMENT,
      resource: a.resource ?? '',
      message: `The acknowledgement of ${a.rule} needs a one-line reason.`,
    });
    return false;
  });

  const file = join(dir, 'template.json');
  writeFileSync(file, JSON.stringify(template));
  const app = new App({
    outdir: join(dir, 'assembly'),
    context: {
      // Findings are returned, not thrown or printed: the caller decides how to show them.
      [cx_api.FAIL_SYNTH_ON_VALIDATION_ERRORS_CONTEXT]: false,
      // Keeps schema errors as errors instead of printing a notice that they were downgraded.
      [cx_api.VALIDATE_AGAINST_DEFAULT_RULES]: true,
    },
  });
  // Nothing added to the template under test: no bootstrap rule, no CDK metadata resource.
  const stack = new Stack(app, 'Club', {
    synthesizer: new DefaultStackSynthesizer({ generateBootstrapVersionRule: false }),
    analyticsReporting: false,
  });
  let report: PolicyValidationReportJson;
  try {
    const included = new CfnInclude(stack, 'Template', { templateFile: file });
    schemaCheck ??= new CloudFormationValidatePlugin();
    Validations.of(app).addPlugins(schemaCheck, new AwsSolutionsChecks(app));
    for (const a of valid) {
      try {
        const scope = a.resource ? included.getResource(a.resource) : stack;
        Validations.of(scope).acknowledge({ id: qualified(a.rule), reason: a.reason });
      } catch {
        // A resource the template lacks, or a malformed rule id: reported below as silencing nothing.
      }
    }
    const assembly = app.synth();
    report = JSON.parse(
      readFileSync(join(assembly.directory, cx_api.VALIDATION_REPORT_FILE), 'utf8'),
    );
  } catch (e) {
    return {
      unacknowledged: [
        ...unacknowledged,
        { rule: TEMPLATE, resource: '', message: `CDK cannot read the template: ${message(e)}` },
      ],
      acknowledged: [],
    };
  }

  const findings = (v: PolicyViolationJson) =>
    v.violatingConstructs.map((c) => ({
      rule: v.ruleName,
      resource: logicalId(c),
      message: v.description,
    }));
  const result: LintResult = { unacknowledged, acknowledged: [] };
  for (const plugin of report.pluginReports) {
    // A check that crashed reports no violation, only this: it must not pass for a clean result.
    if (plugin.metadata?.error)
      result.unacknowledged.push({ rule: TEMPLATE, resource: '', message: plugin.metadata.error });
    result.unacknowledged.push(...plugin.violations.flatMap(findings));
    for (const v of plugin.suppressedViolations ?? [])
      result.acknowledged.push(...findings(v).map((f) => ({ ...f, reason: v.reason ?? '' })));
  }
  for (const a of valid) {
    const used = result.acknowledged.some(
      (f) => f.rule === a.rule && (!a.resource || f.resource === a.resource),
    );
    if (!used)
      result.unacknowledged.push({
        rule: ACKNOWLEDGEMENT,
        resource: a.resource ?? '',
        message: `Nothing in the template triggers ${a.rule} here any more: remove its acknowledgement.`,
      });
  }
  return result;
}
