import { describe, expect, it } from 'vitest';
import { retainedNotice } from '../../src/retained.js';

describe('npm run remove: what it says is kept', () => {
  it('names the table and both buckets it kept, and how to delete each by hand', () => {
    const notice = retainedNotice(
      { stage: 'test', region: 'eu-west-1', params: {} },
      {
        ContentTableName: 'robotics-club-test-content',
        UploadsBucketName: 'robotics-club-test-uploads',
        SiteBucketName: 'robotics-club-test-site',
      },
    );
    for (const kept of [
      'the content table  robotics-club-test-content',
      'the uploads bucket robotics-club-test-uploads',
      'the site bucket    robotics-club-test-site',
      'aws dynamodb update-table --region eu-west-1 --table-name robotics-club-test-content --no-deletion-protection-enabled',
      'aws dynamodb delete-table --region eu-west-1 --table-name robotics-club-test-content',
      'aws s3 rb s3://robotics-club-test-uploads --region eu-west-1',
      'aws s3 rb s3://robotics-club-test-site --region eu-west-1',
    ])
      expect(notice).toContain(kept);
    expect(notice).toMatch(/cannot be undone/);
  });
});
