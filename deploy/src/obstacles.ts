import { DescribeFunctionCommand, type CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { deleteCommands } from './retained.js';
import { stageNames } from './stage-names.js';

export interface ObstacleClients {
  dynamodb: DynamoDBClient;
  /** Made with followRegionRedirects, so a bucket in another region says where it is. */
  s3: S3Client;
  cloudfront: CloudFrontClient;
}

const nameOf = (stage: string, what: string, bucketSuffix?: string) =>
  stageNames(stage, bucketSuffix).find((n) => n.what === what)!.name;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Where a bucket of this name is: ours (with its region), someone else's, or nowhere. */
const bucketAt = async (s3: S3Client, bucket: string) => {
  try {
    const { BucketRegion } = await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    // S3 says where a bucket is; one found without a word of it is where the client asked.
    return { ours: true, region: BucketRegion ?? (await s3.config.region()) } as const;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404) return undefined;
    if (status === 403) return { ours: false } as const;
    throw error;
  }
};

const tableExists = async (dynamodb: DynamoDBClient, table: string) => {
  try {
    await dynamodb.send(new DescribeTableCommand({ TableName: table }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return false;
    throw error;
  }
};

const routerExists = async (cloudfront: CloudFrontClient, name: string) => {
  try {
    await cloudfront.send(new DescribeFunctionCommand({ Name: name }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'NoSuchFunctionExists' || statusOf(error) === 404) return false;
    throw error;
  }
};

/**
 * Before a stage's first deploy in a region: the names its template gives that are not free.
 * A table or bucket of the stage's own left here (an earlier deploy removed, its content kept),
 * its buckets or CloudFront parts in use elsewhere (the same stage deployed in another region),
 * or a bucket name another AWS account owns. Each comes with what to run or change.
 */
export const findObstacles = async (
  { dynamodb, s3, cloudfront }: ObstacleClients,
  { stage, region }: { stage: string; region: string },
  bucketSuffix?: string,
) => {
  const table = nameOf(stage, 'the content table');
  const buckets = [
    nameOf(stage, 'the uploads bucket', bucketSuffix),
    nameOf(stage, 'the site bucket', bucketSuffix),
  ];
  const router = nameOf(stage, "CloudFront's page router");
  const [tableLeft, places, routerUsed] = await Promise.all([
    tableExists(dynamodb, table),
    Promise.all(buckets.map((bucket) => bucketAt(s3, bucket))),
    routerExists(cloudfront, router),
  ]);
  const obstacles: string[] = [];
  const elsewhere = [
    ...new Set(places.flatMap((p) => (p?.ours && p.region !== region ? [p.region] : []))),
  ];
  if (elsewhere.length > 0)
    obstacles.push(
      [
        `The stage ${stage} already has its buckets in ${elsewhere.join(', ')}: it looks deployed there.`,
        `To update it, run the deploy with --region ${elsewhere[0]}. For a second copy here, choose another --stage name.`,
      ].join('\n'),
    );
  else if (routerUsed)
    obstacles.push(
      `CloudFront already has a ${router} in this account (CloudFront's names are shared by every region): the stage ${stage} looks deployed in another region. Deploy with that --region, or choose another --stage name.`,
    );
  const leftHere = buckets.filter((_, i) => places[i]?.ours && places[i].region === region);
  const left = [...(tableLeft ? [table] : []), ...leftHere];
  if (left.length > 0)
    obstacles.push(
      [
        `${left.join(' and ')} ${left.length === 1 ? 'is' : 'are'} left from an earlier deploy of ${stage} in ${region}, kept with the club's content when it was removed.`,
        'A new deploy cannot make them again while they exist. If their content is no longer wanted, delete them (this cannot be undone):',
        ...deleteCommands(region, tableLeft ? table : undefined, leftHere),
        'Or deploy under another --stage name, which leaves them as they are.',
      ].join('\n'),
    );
  const taken = buckets.filter((_, i) => places[i] && !places[i].ours);
  if (taken.length > 0)
    obstacles.push(
      `${taken.length === 1 ? 'The bucket name' : 'The bucket names'} ${taken.join(' and ')} ${taken.length === 1 ? 'belongs' : 'belong'} to another AWS account (S3 names are shared by everyone). Add --param bucketSuffix=-<a few letters or digits>, such as -a7x, to name the stage's buckets differently.`,
    );
  return obstacles;
};
