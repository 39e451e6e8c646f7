import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';

// s3rver accepts only its own fixed key (dynalite takes any); real AWS uses the Lambda role.
const localCredentials = (endpoint?: string) =>
  endpoint ? { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } } : {};

export const dynamoClient = (config: Config) =>
  new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
    ...localCredentials(config.DYNAMODB_ENDPOINT),
  });

export const documentClient = (config: Config) =>
  DynamoDBDocumentClient.from(dynamoClient(config), {
    marshallOptions: { removeUndefinedValues: true },
  });

export const s3Client = (config: Config) =>
  new S3Client({
    region: config.AWS_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...localCredentials(config.S3_ENDPOINT),
  });
