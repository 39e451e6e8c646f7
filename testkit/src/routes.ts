import {
  ACCOUNTS_PATH,
  ADMIN_ROOT,
  AUDIT_PATH,
  EXPORT_PATH,
  certificate,
  contactMessage,
  contentResources,
  DELETED_PATH,
  deletedId,
  legacyPath,
  restPath,
  UPLOADS_PATH,
  type ResourceDefinition,
} from '@club/model';

/** What a route's body carries, so each check can send a sound one or a hostile one. */
export type BodyKind =
  'create' | 'update' | 'none' | 'ticket' | 'handled' | 'resend' | 'send' | 'credentials';

export interface Route {
  /** As the API documents it: 'PUT /api/v1/team/{id}'. */
  name: string;
  method: string;
  /** With the id filled in. */
  path: string;
  body: BodyKind;
  resource?: ResourceDefinition;
  /** The path with another id (already percent-encoded) in its place, for a route that takes one. */
  withId?: (encodedId: string) => string;
}

/** The ids the routes work on: a record of each resource, and a message. */
export interface RouteIds {
  record: (d: ResourceDefinition) => string;
  message: string;
}

const route = (
  method: string,
  path: string,
  body: BodyKind,
  options: { id?: string; resource?: ResourceDefinition; suffix?: string } = {},
): Route => {
  const { id, resource, suffix = '' } = options;
  const withId = (encodedId: string) => `${path}/${encodedId}${suffix}`;
  return {
    name: `${method} ${path}${id === undefined ? '' : '/{id}'}${suffix}`,
    method,
    path: id === undefined ? path + suffix : withId(encodeURIComponent(id)),
    body,
    resource,
    ...(id === undefined ? {} : { withId }),
  };
};

/**
 * Every call that needs a session (of any role), derived from the model: each resource's REST
 * writes, history and restores, and old add and delete calls, Recently deleted, the upload
 * ticket, the inbox, sending certificates, and the credentials.
 */
export const sessionRoutes = (ids: RouteIds): Route[] => {
  const content = contentResources.flatMap((d) => {
    const id = ids.record(d);
    return [
      route('POST', restPath(d), 'create', { resource: d }),
      route('PUT', restPath(d), 'update', { resource: d, id }),
      route('DELETE', restPath(d), 'none', { resource: d, id }),
      // Its history, and restoring a version of it (a change no record has: 404 past the session).
      route('GET', restPath(d), 'none', { resource: d, id, suffix: '/history' }),
      route('POST', restPath(d), 'none', {
        resource: d,
        id,
        suffix: '/history/no-such-change/restore',
      }),
      ...(d.legacy
        ? [
            route('POST', legacyPath(d, 'add'), 'create', { resource: d }),
            route('DELETE', legacyPath(d, 'remove'), 'none', { resource: d, id }),
          ]
        : []),
      // Records the public pages never list (certificates, with the recipient's e-mail) are
      // read by the console only; the public looks a certificate up by its code.
      ...(d.inSiteData === false
        ? [
            route('GET', restPath(d), 'none', { resource: d }),
            route('GET', restPath(d), 'none', { resource: d, id }),
            ...(d.legacy ? [route('GET', legacyPath(d, 'list'), 'none', { resource: d })] : []),
          ]
        : []),
    ];
  });
  const certificates = restPath(certificate);
  const certificateId = ids.record(certificate);
  const messages = restPath(contactMessage);
  const id = ids.message;
  const { actions } = contactMessage.inbox;
  return [
    ...content,
    route('POST', certificates, 'none', { id: certificateId, suffix: '/revoke' }),
    route('POST', certificates, 'none', { id: certificateId, suffix: '/reinstate' }),
    route('POST', certificates, 'send', { suffix: '/send' }),
    route('POST', UPLOADS_PATH, 'ticket'),
    route('GET', DELETED_PATH, 'none'),
    route('POST', DELETED_PATH, 'none', {
      id: deletedId(certificate.name, certificateId),
      suffix: '/restore',
    }),
    route('GET', messages, 'none'),
    route('GET', messages, 'none', { id }),
    route('DELETE', messages, 'none', { id }),
    route('POST', messages, 'none', { id, suffix: `/${actions.read}` }),
    route('POST', messages, 'handled', { id, suffix: `/${actions.handled}` }),
    route('POST', messages, 'resend', { id, suffix: `/${actions.resend}` }),
    route('PUT', `${ADMIN_ROOT}/update`, 'credentials'),
  ];
};

/** The routes a request body reaches: the writes without GET and DELETE. */
export const bodyRoutes = (ids: RouteIds) => sessionRoutes(ids).filter((r) => r.body !== 'none');

/**
 * The calls only an owner may make (an editor is answered 403): the accounts and the audit
 * log. `account` is the
 * id of an account the calls work on.
 */
export const ownerRoutes = (account: string): Route[] => [
  route('GET', ACCOUNTS_PATH, 'none'),
  route('GET', ACCOUNTS_PATH, 'none', { id: account }),
  route('POST', ACCOUNTS_PATH, 'none'),
  route('PUT', ACCOUNTS_PATH, 'none', { id: account }),
  route('DELETE', ACCOUNTS_PATH, 'none', { id: account }),
  route('POST', ACCOUNTS_PATH, 'none', { id: account, suffix: '/invite' }),
  route('GET', AUDIT_PATH, 'none'),
  route('GET', EXPORT_PATH, 'none'),
];
