import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { adminPath, SESSION_MESSAGES } from '@club/model';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { actorOf } from './actor.js';
import { clientAddress } from './client-address.js';
import { signedInOnly, eventOf, type AppDeps } from './context.js';
import { deviceCookie, deviceToken, json, readJson, sessionCookie, sessionToken } from './http.js';
import { DEVICE_DAYS } from '../domain/accounts/trusted-devices.js';

/** The administrator's session: spec §7's /api/admin calls. */
export const registerAdminRoutes = (
  app: Router,
  { admin, audit, cookieSecure, sessionHours, edgeSecret }: AppDeps,
) => {
  const clearCookie = sessionCookie('', 0, cookieSecure);
  const clientOf = (event: APIGatewayProxyEventV2) => ({
    address: clientAddress(event, edgeSecret),
    device: deviceToken(event),
  });

  app.post(adminPath('login'), async (reqCtx) => {
    const event = eventOf(reqCtx);
    const session = await admin.login(await readJson(event), clientOf(event));
    return json(
      { message: SESSION_MESSAGES.loggedIn, email: session.email, role: session.role },
      200,
      {
        // Two cookies in one header: Powertools splits Set-Cookie at the comma.
        'Set-Cookie': [
          sessionCookie(session.token, sessionHours * 3600, cookieSecure),
          deviceCookie(session.device, DEVICE_DAYS * 86_400, cookieSecure),
        ].join(', '),
      },
    );
  });

  app.get(adminPath('protected'), async (reqCtx) =>
    json(await admin.verify(sessionToken(eventOf(reqCtx)))),
  );

  // A write like any other: a dead cookie has nothing to end and is told so (401).
  app.post(
    adminPath('logout'),
    signedInOnly(admin, async (reqCtx, session) => {
      const event = eventOf(reqCtx);
      await admin.logout(sessionToken(event));
      await audit.record(actorOf(event, session, edgeSecret), {
        kind: 'sign-in',
        what: 'Signed out',
      });
      return json({ message: SESSION_MESSAGES.loggedOut }, 200, { 'Set-Cookie': clearCookie });
    }),
  );

  app.put(
    adminPath('update'),
    signedInOnly(admin, async (reqCtx, session) => {
      const event = eventOf(reqCtx);
      await admin.changeCredentials(await readJson(event), clientOf(event), session);
      return json({ message: SESSION_MESSAGES.credentialsChanged }, 200, {
        'Set-Cookie': clearCookie,
      });
    }),
  );
};
