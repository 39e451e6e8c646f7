import { beforeEach, describe, expect, it } from 'vitest';
import { counter } from '@club/model';
import { refusal } from '../fakes/refusal.js';
import { fakeApi, type FakeApi } from '../fakes/services.js';
import { counterValues } from '../support/counter.js';
import { ADMIN_ACTOR } from '../support/actor.js';

// The public pages are made from the content: every change to it asks for them to be made
// again (the API invokes the publish function), and nothing else does.
let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

const submission = (fields: Record<string, unknown>) => ({ fields, files: {} });
const asked = () => api.publishes.asked;

describe('asking for the pages to be published', () => {
  it('follows every change to what the pages show: a new record, an edit, a removal', async () => {
    const made = await api.content.create(counter, submission(counterValues()), ADMIN_ACTOR);
    expect(asked()).toBe(1);
    await api.content.update(
      counter,
      made.id,
      submission({ ...counterValues(), value1: 99 }),
      made.version,
      ADMIN_ACTOR,
    );
    expect(asked()).toBe(2);
    await api.content.remove(counter, made.id, ADMIN_ACTOR);
    expect(asked()).toBe(3);
  });

  it('does not follow a refused write, which changed nothing', async () => {
    const made = await api.content.create(counter, submission(counterValues()), ADMIN_ACTOR);
    await refusal(
      api.content.create(counter, submission({ ...counterValues(), value1: 'x' }), ADMIN_ACTOR),
    );
    // A stale edit is refused as well.
    await api.content.update(
      counter,
      made.id,
      submission(counterValues()),
      made.version,
      ADMIN_ACTOR,
    );
    await refusal(
      api.content.update(counter, made.id, submission(counterValues()), made.version, ADMIN_ACTOR),
    );
    expect(asked()).toBe(2);
  });

  it('does not follow what the pages never show: a contact message, a sign-in', async () => {
    await api.contact.send(
      { name: 'Nadia', email: 'nadia@example.org', subject: 'Visit', message: 'Hello' },
      { address: '198.51.100.7' },
    );
    await api.admin.ensureAccount({ email: 'admin@club.test', password: 'a long password 1' });
    await api.admin.login(
      { email: 'admin@club.test', password: 'a long password 1' },
      { address: '192.0.2.1' },
    );
    expect(asked()).toBe(0);
  });
});
