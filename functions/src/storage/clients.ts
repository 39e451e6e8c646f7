import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SSMClient } from '@aws-sdk/client-ssm';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
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

export const sesClient = (config: Config) =>
  new SESv2Client({
    region: config.AWS_REGION,
    ...(config.SES_ENDPOINT ? { endpoint: config.SES_ENDPOINT } : {}),
    ...localCredentials(config.SES_ENDPOINT),
    // The visitor waits for this call: fail in seconds and keep the message, rather than hang.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2000, requestTimeout: 5000 },
  });

/** Calls the club's other functions: serverless-offline's invoke endpoint locally, Lambda in AWS. */
export const lambdaClient = (config: Config) =>
  new LambdaClient({
    region: config.AWS_REGION,
    ...(config.LAMBDA_ENDPOINT ? { endpoint: config.LAMBDA_ENDPOINT } : {}),
    ...localCredentials(config.LAMBDA_ENDPOINT),
  });

export const ssmClient = (config: Config) => new SSMClient({ region: config.AWS_REGION });
