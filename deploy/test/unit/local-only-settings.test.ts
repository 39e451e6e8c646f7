import { describe, expect, it } from 'vitest';
import { localOnlySettings } from '../../src/commands.js';

describe("a deploy leaves the local stack's settings behind", () => {
  it('drops every setting serverless.yml reads from the environment, and only those', () => {
    const dropped = localOnlySettings();
    for (const local of ['TABLE_NAME', 'UPLOADS_BUCKET', 'DYNAMODB_ENDPOINT', 'S3_ENDPOINT'])
      expect(dropped).toContain(local);
    for (const kept of ['AWS_PROFILE', 'AWS_REGION', 'PATH', 'HOME'])
      expect(dropped).not.toContain(kept);
  });
});
