import {
  INCOMING_PREFIX,
  isIncomingKey,
  type ResourceDefinition,
  type UploadCategory,
} from '@club/model';
import { invalid } from '../errors.js';
import type { Item, RecordStore } from '../ports.js';

const COLLECTION = 'upload-ticket';

/**
 * A ticket may be used this long after it was handed out: the presigned POST must start within
 * its 15 minutes, and the console saves as soon as the file is in the bucket. A large video on a
 * slow line may take a while to arrive, so the save gets more time than the post.
 */
export const TICKET_USABLE_MS = 60 * 60 * 1000;
// The table's time-to-live removes a ticket a day later, like the bucket's upload it names.
const TICKET_KEPT_SECONDS = 24 * 60 * 60;

/** What an upload was handed out for: one file field of one resource, for one account. */
export interface UploadBinding {
  resource: string;
  field: string;
  account: string;
}

/** What the file may be: the category its declared type falls in, at most `maxBytes`. */
export interface UploadAllowance {
  category: UploadCategory;
  maxBytes: number;
}

const MAX_RACES = 5;
const BUSY = 'the upload could not be taken just now. Please save again.';

const idOf = (key: string) => key.slice(INCOMING_PREFIX.length);

/**
 * The record of each presigned POST the API hands out (docs/architecture.md, "Uploads"). A
 * create or update may only adopt an upload whose ticket matches it, and only once: the save
 * that marks the ticket used (a conditional write) takes the file; any other save of the same
 * upload, even one racing it, is told the file was taken.
 */
export const uploadTickets = (records: RecordStore, now: () => Date = () => new Date()) => {
  /** Why the ticket does not let this save take the upload, in the field's words; or nothing. */
  const problem = (
    d: ResourceDefinition,
    field: string,
    ticket: Item | undefined,
    binding: UploadBinding,
  ) => {
    const label = d.fields[field]?.label ?? field;
    const again = 'Please choose the file again.';
    if (!ticket || ticket.account !== binding.account)
      return `${label}: the upload was not recognised. ${again}`;
    if (ticket.resource !== binding.resource || ticket.field !== binding.field)
      return `${label}: this file was uploaded for another field. ${again}`;
    if (ticket.usedAt) return `${label}: this file was already saved with another record. ${again}`;
    if (Number(ticket.usableUntil) <= now().getTime())
      return `${label}: the upload has expired. ${again}`;
    return undefined;
  };

  const read = (key: string) =>
    isIncomingKey(key) ? records.get(COLLECTION, idOf(key)) : Promise.resolve(undefined);

  return {
    /** Notes a presigned POST handed out at `key`. */
    async issue(key: string, binding: UploadBinding, allowance: UploadAllowance) {
      const at = now().getTime();
      await records.put(COLLECTION, {
        id: idOf(key),
        ...binding,
        ...allowance,
        usableUntil: at + TICKET_USABLE_MS,
        version: 1,
        expiresAt: Math.floor(at / 1000) + TICKET_KEPT_SECONDS,
      });
    },

    /** Why this save may not adopt the upload at `key`; nothing when it may. Changes nothing. */
    async refusal(d: ResourceDefinition, field: string, key: string, binding: UploadBinding) {
      return problem(d, field, await read(key), binding);
    },

    /**
     * Marks the ticket used by this save and answers what the file may be; a 400 naming the
     * field when the ticket does not allow it, or another save took it first.
     */
    async claim(
      d: ResourceDefinition,
      field: string,
      key: string,
      binding: UploadBinding,
    ): Promise<UploadAllowance> {
      // A lost race reads the ticket again, which then says who won; a read that is not yet
      // current may lose a few times, never for long.
      for (let race = 0; ; race++) {
        const ticket = await read(key);
        const refused = problem(d, field, ticket, binding);
        if (refused || !ticket || race === MAX_RACES)
          throw invalid({ [field]: refused ?? `${d.fields[field]?.label ?? field}: ${BUSY}` });
        const version = Number(ticket.version);
        const used = { ...ticket, usedAt: now().toISOString(), version: version + 1 };
        if (await records.replace(COLLECTION, used, version))
          return { category: ticket.category as UploadCategory, maxBytes: Number(ticket.maxBytes) };
      }
    },
  };
};

export type UploadTickets = ReturnType<typeof uploadTickets>;
