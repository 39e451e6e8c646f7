import type { ResourceDefinition } from './resource.js';

/** Spec §5 and §8: the words of a form saved with a field left empty (contact, counter, ...). */
export const ALL_FIELDS_REQUIRED = 'All fields are required.';

/** One field left empty, as the API, the console and the site all word it: 'Name is required.' */
export const requiredMessage = (label: string) => `${label} is required.`;

/** What the API answers to the administrator's session calls (spec §7), and the console shows. */
export const SESSION_MESSAGES = {
  loggedIn: 'Logged in successfully.',
  // Spec §4: the console's notice after logging out, worded as the old console had it.
  loggedOut: 'Logout successfully',
  credentialsChanged: 'Your email and password were changed. Please log in again.',
} as const;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The words a person sees after a write or a failed call (spec §4 and §8). */
export const messagesFor = (d: ResourceDefinition) => {
  const noun = d.labels.failureNoun ?? d.labels.one;
  return {
    added: `${capitalise(d.labels.one)} added successfully.`,
    updated: `${capitalise(d.labels.one)} saved.`,
    deleted: `${capitalise(d.labels.one)} deleted successfully.`,
    notFound: `This ${d.labels.one} no longer exists.`,
    stale: `This ${d.labels.one} was changed by someone else. Reload it and try again.`,
    addFailed: `Failed to add ${noun}. Please try again.`,
    deleteFailed: `Failed to delete ${noun}.`,
    loadFailed: d.labels.loadFailed ?? `Failed to load ${d.labels.many.toLowerCase()}.`,
  };
};
