/** Real DynamoDB, S3 and SES stand-ins on local ports, for the local stack and the tests. */
export * from './emulators.js';
export * from './ports.js';
