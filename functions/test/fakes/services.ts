import { accountService } from '../../src/domain/accounts/account-service.js';
import { signInService } from '../../src/domain/accounts/sign-in.js';
import { contactService } from '../../src/domain/inbox/contact-service.js';
import { contentService } from '../../src/domain/content/content-service.js';
import { passwordService } from '../../src/domain/accounts/password-service.js';
import type { ListStampsOptions } from '../../src/domain/content/list-stamps.js';
import { uploadService } from '../../src/domain/files/upload-service.js';
import { testClock } from './clock.js';
import { fakeMediaProcessor, memoryDirectUploads, memoryFileStore, memoryMailer } from './files.js';
import { fakePasswords } from './passwords.js';
import { memoryLog, memoryRecordStore } from './records.js';
import type { Turn } from './tables.js';

export const CLUB_INBOX = 'club@club.test';
/** Where the console is, and so where mailed links point. */
export const CLUB_SITE = 'https://club.test';

/**
 * The services as deps.ts wires them, over the in-memory ports and one clock. `instance()`
 * is another Lambda instance over the same table and bucket: its own memory, the same data.
 */
export const fakeApi = (options: ListStampsOptions & { turn?: Turn } = {}) => {
  const clock = testClock();
  const { now } = clock;
  const { records, table, publishes } = memoryRecordStore({ now, ...options });
  const bucket = memoryFileStore(now);
  const media = fakeMediaProcessor(bucket.files);
  const mail = memoryMailer();
  const { log, lines } = memoryLog();
  const uploads = memoryDirectUploads();
  const passwords = fakePasswords();

  const instance = () => {
    const content = contentService({ records, files: bucket.files, media, log, now });
    const admin = signInService({ records, sessionHours: 12, now, passwords: passwords.passwords });
    const accountMail = {
      records,
      accounts: admin.accounts,
      mailer: mail.mailer,
      clubName: 'Robotics Club',
      replyTo: CLUB_INBOX,
    };
    return {
      content,
      contact: contactService({
        content,
        records,
        mailer: mail.mailer,
        contactTo: CLUB_INBOX,
        siteName: 'Robotics Club',
        log,
        now,
      }),
      admin,
      accounts: accountService({ ...accountMail, origin: CLUB_SITE, now }),
      passwordLinks: passwordService({
        ...accountMail,
        origin: CLUB_SITE,
        passwords: passwords.passwords,
        log,
        now,
      }),
      uploads: uploadService({ direct: uploads.direct, records, now }),
    };
  };

  return {
    ...instance(),
    instance,
    records,
    table,
    publishes,
    bucket,
    mail,
    uploads,
    passwords,
    clock,
    logLines: lines,
  };
};

export type FakeApi = ReturnType<typeof fakeApi>;
