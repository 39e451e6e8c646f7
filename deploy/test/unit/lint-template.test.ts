import { describe, expect, it } from 'vitest';
import { lintTemplate, type Finding } from '../../src/lint-template.js';

const bucket = (properties: object = {}) => ({
  Type: 'AWS::S3::Bucket',
  Properties: {
    PublicAccessBlockConfiguration: {
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    },
    ...properties,
  },
});

// The policy every bucket of the stack should have: anything but HTTPS is refused.
const httpsOnly = (bucketId: string) => ({
  Type: 'AWS::S3::BucketPolicy',
  Properties: {
    Bucket: { Ref: bucketId },
    PolicyDocument: {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Deny',
          Principal: { AWS: '*' },
          Action: 's3:*',
          Resource: [
            { 'Fn::GetAtt': [bucketId, 'Arn'] },
            { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/*']] },
          ],
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        },
      ],
    },
  },
});

const table = (recovery: boolean) => ({
  Type: 'AWS::DynamoDB::Table',
  Properties: {
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    ...(recovery && { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
  },
});

const rulesOn = (findings: Finding[], resource: string) =>
  findings.filter((f) => f.resource === resource).map((f) => f.rule);

// CDK loads its schema engine on the first call: a few seconds.
describe('lintTemplate', { timeout: 60_000 }, () => {
  it('reports a property the resource type does not have, by the schema rule and resource', () => {
    const { unacknowledged } = lintTemplate(
      { Resources: { Photos: bucket({ Colour: 'blue' }) } },
      [],
    );
    expect(unacknowledged).toContainEqual({
      rule: 'F3002',
      resource: 'Photos',
      message: expect.stringContaining("'Colour' was unexpected"),
    });
  });

  it('reports a bucket that accepts plain HTTP, and not one whose policy refuses it', () => {
    const { unacknowledged } = lintTemplate(
      { Resources: { Open: bucket(), Closed: bucket(), ClosedPolicy: httpsOnly('Closed') } },
      [],
    );
    expect(rulesOn(unacknowledged, 'Open')).toContain('AwsSolutions-S10');
    expect(rulesOn(unacknowledged, 'Closed')).not.toContain('AwsSolutions-S10');
    // A well-formed template: no schema finding muddles the practice ones.
    expect(unacknowledged.map((f) => f.rule)).not.toContain('F3002');
  });

  it('reports a table without point-in-time recovery, and not one with it', () => {
    const { unacknowledged } = lintTemplate(
      { Resources: { Plain: table(false), Kept: table(true) } },
      [],
    );
    expect(rulesOn(unacknowledged, 'Plain')).toContain('AwsSolutions-DDB3');
    expect(rulesOn(unacknowledged, 'Kept')).not.toContain('AwsSolutions-DDB3');
  });

  it('an acknowledgement silences exactly its rule on its resource, and keeps its reason', () => {
    const { unacknowledged, acknowledged } = lintTemplate(
      { Resources: { Open: bucket(), Other: bucket() } },
      [{ rule: 'AwsSolutions-S10', resource: 'Open', reason: 'Test bucket.' }],
    );
    expect(acknowledged).toEqual([
      {
        rule: 'AwsSolutions-S10',
        resource: 'Open',
        message: expect.stringContaining('SSL'),
        reason: 'Test bucket.',
      },
    ]);
    expect(rulesOn(unacknowledged, 'Open')).not.toContain('AwsSolutions-S10');
    expect(rulesOn(unacknowledged, 'Open')).toContain('AwsSolutions-S1');
    expect(rulesOn(unacknowledged, 'Other')).toContain('AwsSolutions-S10');
  });

  it('an acknowledgement without a resource covers the rule on every resource', () => {
    const { unacknowledged, acknowledged } = lintTemplate(
      { Resources: { Open: bucket(), Other: bucket() } },
      [{ rule: 'AwsSolutions-S10', reason: 'Test buckets.' }],
    );
    expect(acknowledged.map((f) => [f.rule, f.resource]).sort()).toEqual([
      ['AwsSolutions-S10', 'Open'],
      ['AwsSolutions-S10', 'Other'],
    ]);
    expect(unacknowledged.map((f) => f.rule)).not.toContain('AwsSolutions-S10');
  });

  it('a template CDK cannot read is a finding, not a crash', () => {
    const untyped = lintTemplate({ Resources: { Photos: { Properties: {} } } }, []);
    expect(untyped.unacknowledged).toEqual([
      { rule: 'template', resource: '', message: expect.stringContaining('type') },
    ]);
    const dangling = lintTemplate(
      { Resources: { Photos: bucket({ BucketName: { Ref: 'Missing' } }) } },
      [],
    );
    expect(dangling.unacknowledged).toEqual([
      { rule: 'template', resource: '', message: expect.stringContaining("'Missing' not found") },
    ]);
  });

  it('an acknowledgement without a one-line reason, or that silences nothing, is a finding', () => {
    const { unacknowledged, acknowledged } = lintTemplate({ Resources: { Open: bucket() } }, [
      { rule: 'AwsSolutions-S10', resource: 'Open', reason: 'First line.\nSecond line.' },
      { rule: 'AwsSolutions-DDB3', resource: 'Open', reason: 'Not a table.' },
      { rule: 'AwsSolutions-S1', resource: 'Gone', reason: 'Removed bucket.' },
      { rule: 'AwsSolutions-IAM5[Resource::*', reason: 'A bracket short.' },
    ]);
    expect(acknowledged).toEqual([]);
    expect(rulesOn(unacknowledged, 'Open')).toContain('AwsSolutions-S10');
    expect(unacknowledged.filter((f) => f.rule === 'acknowledgement')).toEqual([
      { rule: 'acknowledgement', resource: 'Open', message: expect.stringContaining('one-line') },
      { rule: 'acknowledgement', resource: 'Open', message: expect.stringContaining('DDB3') },
      { rule: 'acknowledgement', resource: 'Gone', message: expect.stringContaining('S1') },
      { rule: 'acknowledgement', resource: '', message: expect.stringContaining('IAM5') },
    ]);
  });
});
