import { randomUUID } from 'node:crypto';
import {
  certificate,
  CONTACT_PATH,
  contactMessage,
  contentResources,
  fileFields,
  type ResourceDefinition,
} from '@club/model';
import { send, type Call } from './client.js';
import type { Target } from './figures.js';
import { readAll, relatedRecords, validFields, validForm, type Item } from './records.js';
import type { Route, RouteIds } from '@club/testkit';

/** A resource with a picture field, for upload tickets. */
export const pictureResource = contentResources.find((d) => fileFields(d).length > 0)!;

/** Sends one contact message from `from`; the inbox then has something to work on. */
export const sendMessage = (target: Target, from: string, tag = randomUUID().slice(0, 8)) =>
  send(target, { path: CONTACT_PATH, json: validFields(contactMessage, new Map(), tag), from });

/**
 * What the checks work on in a running stack: a record of each resource (the demo content),
 * a message in the inbox, and sound bodies for every route, so that a refusal is the
 * session's doing and not the body's.
 */
export const loadFixtures = async (target: Target, cookie: string, messageFrom: string) => {
  const related = await relatedRecords(target);
  const lists = new Map<string, Item[]>(
    await Promise.all(
      contentResources.map(async (d) => [d.name, await readAll(target, d, cookie)] as const),
    ),
  );
  let [message] = await readAll(target, contactMessage, cookie);
  if (!message) {
    await sendMessage(target, messageFrom);
    [message] = await readAll(target, contactMessage, cookie);
  }
  const first = (d: ResourceDefinition) => lists.get(d.name)?.[0];
  const ids: RouteIds = {
    // A made-up id still reaches the session check first; a real one shows a write would land.
    record: (d) => first(d)?.id ?? randomUUID(),
    message: message?.id ?? randomUUID(),
  };

  /** A body the route accepts from the administrator (made new each time: creates must not collide). */
  const soundBody = async (route: Route): Promise<Partial<Call>> => {
    const tag = randomUUID().slice(0, 8);
    const d = route.resource;
    switch (route.body) {
      case 'create':
        return { body: await validForm(d!, related, tag) };
      case 'update':
        return { json: { ...validFields(d!, related, tag), version: first(d!)?.version ?? 1 } };
      case 'ticket':
        return {
          json: {
            resource: pictureResource.name,
            field: fileFields(pictureResource)[0],
            contentType: 'image/png',
            size: 1000,
            name: 'photo.png',
          },
        };
      case 'handled':
        return { json: { handled: true, version: message?.version ?? 1 } };
      case 'resend':
        return { json: { version: message?.version ?? 1 } };
      case 'send':
        return { json: { ids: [ids.record(certificate)] } };
      case 'credentials':
        return {
          json: {
            email: 'intruder@evil.example',
            password: 'intruder-password',
            currentPassword: target.admin.password,
          },
        };
      case 'none':
        return {};
    }
  };

  /** The version a record (or the message) had when the fixtures were read. */
  const versionOf = (route: Route) =>
    Number((route.resource ? first(route.resource) : message)?.version ?? 1);

  return { related, lists, ids, soundBody, versionOf };
};
