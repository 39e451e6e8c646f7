import * as z from 'zod';
import { SCRYPT_COST } from './lib/passwords.js';

const isOrigin = (text: string) => URL.canParse(text) && new URL(text).origin === text;

const envSchema = z.object({
  TABLE_NAME: z.string().min(1),
  UPLOADS_BUCKET: z.string().min(1),
  AWS_REGION: z.string().default('us-east-1'),
  /** Set only locally and in tests, where the emulators stand in for AWS. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  SES_ENDPOINT: z.url().optional(),
  LAMBDA_ENDPOINT: z.url().optional(),
  /**
   * The function that checks and stores uploaded files (serverless.yml, functions.media). Unset
   * where the files are processed in process (tests) or not at all (tools that only read).
   */
  MEDIA_FUNCTION: z.string().min(1).optional(),
  /**
   * The function that makes the public pages (publish/), asked after every change to what they
   * show; it runs on its own, and the change never waits for it. Unset: nothing is published.
   */
  PUBLISH_FUNCTION: z.string().min(1).optional(),
  /**
   * The site's bucket, where the pages are published: the API reads the 404 page (or the app
   * shell, before the first publish) from it for an address no page was published at.
   */
  SITE_BUCKET: z.string().min(1).optional(),
  /**
   * The value the CDN puts in X-Club-Edge on every request it sends the API (cdn.yml), so that
   * the visitor's address it reports is believed from it alone. Unset on the local stack.
   */
  EDGE_SECRET: z.string().min(32).optional(),
  /** The club's inbox for the contact form, and the verified address the mail is sent from. */
  CONTACT_TO: z.email().default('club@club.local'),
  MAIL_FROM: z.email().default('website@club.local'),
  /**
   * Where the club's credential signing key is kept: a file (the local data folder), or the
   * name of an SSM SecureString parameter (AWS). Unset: certificates are stored unsigned.
   */
  ISSUER_KEY_FILE: z.string().min(1).optional(),
  ISSUER_KEY_PARAMETER: z.string().min(1).optional(),
  /** The site address the credentials name (their issuer is its did:web); the first SITE_ORIGIN if unset. */
  ISSUER_ORIGIN: z.string().refine(isOrigin, 'must be an origin, like https://club.org').optional(),
  /** 'false' only on the plain-HTTP local stack; browsers drop Secure cookies there. */
  COOKIE_SECURE: z.enum(['true', 'false']).default('true'),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  /**
   * scrypt's cost for new password hashes, as N = 2^cost (lib/passwords.ts). Never set in a
   * deploy; the test stacks set it lower to save processor time.
   */
  PASSWORD_COST: z.coerce.number().int().min(10).max(20).default(SCRYPT_COST),
  /**
   * The site's own origin(s) as browsers see it, comma-separated: the only pages whose writes
   * the API takes. Unset, no page's writes are taken (clients that send no Origin still are).
   */
  SITE_ORIGIN: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isOrigin, 'each must be an origin, like https://club.org'))),
});

export type Config = z.infer<typeof envSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // serverless.yml writes '' for a local-only setting that is not set.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`The API is misconfigured: ${problems}`);
  }
  return parsed.data;
};
