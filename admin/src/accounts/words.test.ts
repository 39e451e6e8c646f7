import { ACCOUNTS_PATH, REST_ROOT } from '@club/model';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_RESOURCE, accountChange, accountSaved, roleLabel, stateLabel } from './words';

describe('the accounts in words', () => {
  it('names the resource whose REST path the model gives', () => {
    expect(`${REST_ROOT}/${ACCOUNT_RESOURCE}`).toBe(ACCOUNTS_PATH);
  });

  it('labels roles and states as the model does, and shows an unknown one as it came', () => {
    expect(roleLabel('owner')).toBe('Owner');
    expect(stateLabel('invited')).toBe('Invited');
    expect(roleLabel('auditor')).toBe('auditor');
    expect(stateLabel(undefined)).toBe('');
  });

  it('says what a save did, and what disabling means', () => {
    expect(accountSaved({ email: 'a@club.org', role: 'editor', state: 'active' })).toBe(
      'Saved: a@club.org is Editor, active.',
    );
    expect(accountSaved({ email: 'a@club.org', role: 'owner', state: 'disabled' })).toBe(
      'Saved: a@club.org is Owner, disabled. They are signed out and cannot sign in.',
    );
  });
});

describe('what the edit form sends', () => {
  it('sends only the role, the state and the version read', () => {
    expect(
      accountChange({
        id: 'a@club.org',
        email: 'a@club.org',
        role: 'editor',
        state: 'disabled',
        version: 3,
      }),
    ).toEqual({ role: 'editor', state: 'disabled', version: 3 });
  });

  it('sends an invited account as active: the server keeps it invited', () => {
    expect(accountChange({ role: 'owner', state: 'invited', version: 1 })).toEqual({
      role: 'owner',
      state: 'active',
      version: 1,
    });
  });
});
