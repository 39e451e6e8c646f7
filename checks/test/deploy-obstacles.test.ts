import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, DeleteBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findObstacles } from '@club/deploy';

/**
 * What npm run deploy checks before a stage's first deploy, with the real SDK: the table and
 * buckets against dynalite and s3rver, and what they cannot play (a bucket of another account
 * or region, CloudFront's functions) against a small stand-in that answers as AWS does.
 */

const env = inject('emulatorEnv');
// s3rver takes only its own key; dynalite and the stand-in take any.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'us-east-1';
const dynamodb = new DynamoDBClient({ region, endpoint: env.DYNAMODB_ENDPOINT, credentials });
const s3 = new S3Client({
  region,
  endpoint: env.S3_ENDPOINT,
  forcePathStyle: true,
  followRegionRedirects: true,
  credentials,
});

/** Answers HEAD /<bucket> as S3 and GET /<version>/function/<name> as CloudFront would. */
let aws: Server;
let awsUrl: string;
const elsewhere = new Map<string, number | string>();
const routers = new Set<string>();
beforeAll(async () => {
  aws = createServer((req, res) => {
    const bucket = decodeURIComponent(req.url!.split('/')[1] ?? '');
    const router = /\/function\/([^/?]+)/.exec(req.url!)?.[1];
    if (router !== undefined) {
      if (routers.has(router)) return res.writeHead(200, { ETag: 'E1' }).end('<FunctionSummary/>');
      return res
        .writeHead(404, { 'Content-Type': 'text/xml' })
        .end(
          '<ErrorResponse><Error><Type>Sender</Type><Code>NoSuchFunctionExists</Code><Message>no</Message></Error></ErrorResponse>',
        );
    }
    const answer = elsewhere.get(bucket);
    if (answer === 403) return res.writeHead(403).end();
    if (typeof answer === 'string')
      return res.writeHead(200, { 'x-amz-bucket-region': answer }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => aws.listen(0, '127.0.0.1', done));
  awsUrl = `http://127.0.0.1:${(aws.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => aws.close(done)));

const clients = (fake = false) => ({
  dynamodb,
  s3: fake
    ? new S3Client({
        region,
        endpoint: awsUrl,
        forcePathStyle: true,
        followRegionRedirects: true,
        credentials,
      })
    : s3,
  cloudfront: new CloudFrontClient({ region, endpoint: awsUrl, credentials }),
});

describe('before a first deploy, the stage’s names are checked free', () => {
  it('finds nothing in the way of a new stage', async () => {
    expect(await findObstacles(clients(), { stage: 'fresh', region })).toEqual([]);
  });

  it('names a table and bucket left by a removed stage, with the commands that delete them', async () => {
    await dynamodb.send(
      new CreateTableCommand({
        TableName: 'robotics-club-left-content',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      }),
    );
    await s3.send(new CreateBucketCommand({ Bucket: 'robotics-club-left-uploads' }));
    try {
      const [obstacle, ...more] = await findObstacles(clients(), { stage: 'left', region });
      expect(more).toEqual([]);
      expect(obstacle).toMatch(
        /^robotics-club-left-content and robotics-club-left-uploads are left from an earlier deploy of left in us-east-1/,
      );
      expect(obstacle).toContain(
        `aws dynamodb delete-table --region ${region} --table-name robotics-club-left-content`,
      );
      expect(obstacle).toContain(`aws s3 rb s3://robotics-club-left-uploads --region ${region}`);
      expect(obstacle).not.toContain('robotics-club-left-site');
    } finally {
      await dynamodb.send(new DeleteTableCommand({ TableName: 'robotics-club-left-content' }));
      await s3.send(new DeleteBucketCommand({ Bucket: 'robotics-club-left-uploads' }));
    }
  });

  it('says where the stage is deployed when its buckets are in another region', async () => {
    elsewhere.set('robotics-club-twice-uploads', 'eu-west-1');
    elsewhere.set('robotics-club-twice-site', 'eu-west-1');
    routers.add('robotics-club-twice-site-router');
    expect(await findObstacles(clients(true), { stage: 'twice', region })).toEqual([
      expect.stringMatching(/buckets in eu-west-1.*\n.*--region eu-west-1/),
    ]);
  });

  it('says when only CloudFront’s names are taken, by the same stage in another region', async () => {
    routers.add('robotics-club-moved-site-router');
    expect(await findObstacles(clients(true), { stage: 'moved', region })).toEqual([
      expect.stringMatching(/robotics-club-moved-site-router.*another region/),
    ]);
  });

  it('offers a bucket suffix when another AWS account owns a bucket name, and takes it', async () => {
    elsewhere.set('robotics-club-club-uploads', 403);
    expect(await findObstacles(clients(true), { stage: 'club', region })).toEqual([
      expect.stringMatching(
        /robotics-club-club-uploads belongs to another AWS account.*bucketSuffix/,
      ),
    ]);
    expect(await findObstacles(clients(true), { stage: 'club', region }, '-a7x')).toEqual([]);
  });
});
