import type { StageOptions } from './options.js';
import type { StackOutputs } from './stack-outputs.js';
import { contentTableName, stackName } from './stage-names.js';

/**
 * What `npm run remove` leaves on purpose (DeletionPolicy: Retain in the template), with the
 * commands that delete it for good, for whoever really wants the stage's content gone.
 */
export const retainedNotice = ({ stage, region }: StageOptions, outputs: StackOutputs) => {
  const table = outputs.ContentTableName ?? contentTableName(stage);
  const buckets = [outputs.UploadsBucketName, outputs.SiteBucketName].filter(
    (name): name is string => Boolean(name),
  );
  return [
    `Removed ${stackName(stage)} from ${region}: the API, CloudFront and their roles are gone.`,
    '',
    "Kept on purpose, so that removing a stage never destroys the club's content:",
    `  the content table  ${table} (every record, with its point-in-time backups)`,
    ...(outputs.UploadsBucketName
      ? [`  the uploads bucket ${outputs.UploadsBucketName} (every uploaded picture and file)`]
      : []),
    ...(outputs.SiteBucketName
      ? [`  the site bucket    ${outputs.SiteBucketName} (the published site and console)`]
      : []),
    'They still cost a little each month (storage). A new deploy of this stage stops before',
    'it makes anything while they exist, since their names are taken: delete them first, or',
    'deploy under another stage name.',
    '',
    'To delete them for good (this cannot be undone):',
    ...deleteCommands(region, table, buckets),
  ].join('\n');
};

/** The commands that delete a stage's kept table and buckets for good. */
export const deleteCommands = (region: string, table: string | undefined, buckets: string[]) => [
  ...(table
    ? [
        `  aws dynamodb update-table --region ${region} --table-name ${table} --no-deletion-protection-enabled`,
        `  aws dynamodb delete-table --region ${region} --table-name ${table}`,
      ]
    : []),
  ...buckets.flatMap((bucket) => [
    `  empty ${bucket} in the S3 console (its Empty button deletes every version), then`,
    `  aws s3 rb s3://${bucket} --region ${region}`,
  ]),
];
