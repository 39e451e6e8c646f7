import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { dynamoClient, type Config } from '@club/functions';
import { waitFor } from './ports.js';

const status = async (db: DynamoDBClient, table: string) => {
  try {
    return (await db.send(new DescribeTableCommand({ TableName: table }))).Table?.TableStatus;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
};

/**
 * Creates the content table as infra/cloudformation/storage.yml declares it, unless it exists,
 * and returns once it is ACTIVE. A table is usable only then: DynamoDB (and dynalite) answer
 * "Requested resource not found" to anything sent to a table still CREATING, which made a
 * first start fail now and then when the seed raced the new table.
 */
export const ensureTable = async (config: Config) => {
  const db = dynamoClient(config);
  const table = config.TABLE_NAME;
  const created = (await status(db, table)) === undefined;
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
  await waitFor(
    `the table ${table}`,
    async () => {
      if ((await status(db, table)) !== 'ACTIVE') throw new Error('not active yet');
    },
    30_000,
  );
  return created;
};
