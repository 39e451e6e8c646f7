import type { Acknowledgement } from '../src/lint-template.js';

/**
 * Findings of `npm run lint:template` on the packaged template that the club accepts, each with
 * why. Anything else it finds fails `npm test`: fix the template, or add a line here with a
 * reason that holds for this product. Without `resource`, the line covers every resource.
 */
export const ACKNOWLEDGEMENTS: Acknowledgement[] = [
  {
    rule: 'AwsSolutions-SMG4',
    resource: 'EdgeSecret',
    reason:
      'The edge secret is read by CloudFormation into CloudFront and the API at deploy time; a rotation nobody deploys after would split the two and lock every visitor out of the API. It proves only that a request came through CloudFront (so the rate limits count the real visitor); should it leak, renaming the EdgeSecret resource in cdn.yml and deploying makes a new one for both.',
  },
  {
    rule: 'AwsSolutions-S1',
    reason:
      'Buckets are read through CloudFront and written by the API or the deploy; S3 access logs would need a log bucket of their own, not worth it for a club site.',
  },
  {
    rule: 'AwsSolutions-L1',
    reason:
      'Every function runs provider.runtime nodejs22.x, a supported LTS that the bundle targets and the tests run on; it moves with that tooling.',
  },
  {
    rule: 'AwsSolutions-CFR1',
    resource: 'Distribution',
    reason: "The club's public site is for everyone; nothing it serves is restricted by country.",
  },
  {
    rule: 'AwsSolutions-CFR2',
    resource: 'Distribution',
    reason:
      'A web ACL would cost more each month than the rest of the stack; the API rate-limits sign-in and the contact form itself.',
  },
  {
    rule: 'AwsSolutions-CFR3',
    resource: 'Distribution',
    reason:
      "CloudFront's standard logs need a log bucket and cost more than they tell a club; its built-in metrics show traffic and errors.",
  },
  {
    rule: 'AwsSolutions-CFR4',
    resource: 'Distribution',
    reason:
      "Without a custom domain CloudFront's default certificate fixes the minimum at TLSv1; with one, the template sets TLSv1.2_2021.",
  },
  {
    rule: 'AwsSolutions-APIG4',
    resource: 'HttpApiRouteAnyApiProxyVar',
    reason:
      "The site's reads, the contact form and the sign-in are public by design; the API checks the admin session cookie on everything else.",
  },
  {
    rule: 'AwsSolutions-APIG4',
    resource: 'HttpApiRouteGetPagesProxyVar',
    reason:
      "The CDN's fallback for an address with no published page: it only reads the site's public 404 page (or the app shell before the first publish), as any visitor may.",
  },
  {
    rule: 'AwsSolutions-IAM5[Resource::<UploadsBucket.Arn>/Upload/*]',
    resource: 'ApiRole',
    reason:
      'Stored files get generated names under Upload/; the API writes and deletes only there.',
  },
  {
    rule: 'AwsSolutions-IAM5[Resource::<UploadsBucket.Arn>/Upload/image/*]',
    resource: 'ApiRole',
    reason:
      'A restore asks whether each file the record names is still kept: any stored file, named by the record, under Upload/image/. It reads nothing else.',
  },
  {
    rule: 'AwsSolutions-IAM5[Resource::<UploadsBucket.Arn>/incoming/*]',
    resource: 'ApiRole',
    reason:
      'Direct uploads land under incoming/ with generated names; the API checks, adopts and deletes them.',
  },
  {
    rule: 'AwsSolutions-IAM5[Resource::<UploadsBucket.Arn>/bin/Upload/image/*]',
    resource: 'ApiRole',
    reason:
      'A deleted record’s files (generated names) wait under bin/Upload/image/ while it is in Recently deleted: the API moves them in and out and removes them there, copying in only from Upload/image/.',
  },
  {
    rule: 'AwsSolutions-IAM5[Resource::<UploadsBucket.Arn>/incoming/*]',
    resource: 'MediaRole',
    reason:
      'The media function reads and then deletes the direct upload it is handed, which may be any key under incoming/.',
  },
  {
    rule: 'AwsSolutions-IAM5[Resource::<UploadsBucket.Arn>/Upload/*]',
    resource: 'MediaRole',
    reason: 'The media function stores each checked file under Upload/ with a generated name.',
  },
  {
    rule: 'AwsSolutions-IAM5[Resource::<SiteBucket.Arn>/pages/*]',
    resource: 'PublishRole',
    reason:
      "A page's key follows its address (a certificate's page is named by a digest of its code), so the publisher reads, writes and removes any key under pages/, and nothing else of the site bucket but the index.html it reads.",
  },
  {
    rule: 'AwsSolutions-IAM5[Resource::<SiteBucket.Arn>/credentials/*]',
    resource: 'PublishRole',
    reason:
      "Each certificate's signed credential is published as credentials/<record id>.json, beside the status list: the publisher writes and removes any key under credentials/, for as many certificates as the club issues.",
  },
  {
    rule: 'AwsSolutions-IAM5[Resource::<UploadsBucket.Arn>/Upload/image/*]',
    resource: 'SweepRole',
    reason:
      'The sweep deletes images that no record names, which may be any key under Upload/image/.',
  },
  {
    rule: 'AwsSolutions-IAM5[Resource::<UploadsBucket.Arn>/incoming/*]',
    resource: 'SweepRole',
    reason: 'The sweep deletes abandoned direct uploads, which may be any key under incoming/.',
  },
  {
    rule: 'AwsSolutions-IAM5[Resource::<UploadsBucket.Arn>/bin/*]',
    resource: 'SweepRole',
    reason:
      'The sweep deletes the files of deleted records whose time in Recently deleted is over, which may be any key under bin/.',
  },
];
