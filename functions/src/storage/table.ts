import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  waitUntilTableExists,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { Config } from '../config.js';
import { dynamoClient } from './clients.js';

const exists = async (db: DynamoDBClient, table: string) => {
  try {
    await db.send(new DescribeTableCommand({ TableName: table }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
};

/**
 * Creates the content table as deploy/cloudformation/storage.yml declares it, unless it exists,
 * and returns once it is ACTIVE (true if it was created). A table is usable only then: DynamoDB
 * (and dynalite) answer "Requested resource not found" to anything sent to a table still
 * CREATING, which made a first start fail now and then when the seed raced the new table.
 * The local stack and the tests use it; in AWS the stack's template creates the table.
 */
export const ensureTable = async (config: Config) => {
  const db = dynamoClient(config);
  const table = config.TABLE_NAME;
  const created = !(await exists(db, table));
  if (created) {
    await db.send(
      new CreateTableCommand({
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    );
  }
  // The SDK's waiter polls DescribeTable until the status is ACTIVE.
  await waitUntilTableExists(
    { client: db, maxWaitTime: 30, minDelay: 1, maxDelay: 1 },
    { TableName: table },
  );
  return created;
};
