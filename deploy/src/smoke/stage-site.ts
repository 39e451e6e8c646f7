import { uploadsBucketOrigin } from '@club/model';
import { siteOutputs, type StackOutputs } from '../stack-outputs.js';

/** What the checks need of a stage, from its stack's outputs: its address and its uploads bucket. */
export const stageSite = (outputs: StackOutputs, stack: string, region: string) => ({
  siteUrl: siteOutputs(outputs, stack).siteUrl,
  uploadsOrigin: outputs.UploadsBucketName
    ? uploadsBucketOrigin(outputs.UploadsBucketName, region)
    : undefined,
});
