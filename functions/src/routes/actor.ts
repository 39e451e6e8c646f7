import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Actor } from '../domain/content/record-history.js';
import { clientAddress } from './client-address.js';

/** Who sends a change: the session's account, from where (the history and audit name them). */
export const actorOf = (
  event: APIGatewayProxyEventV2,
  session: { email: string },
  edgeSecret: string | undefined,
): Actor => ({ email: session.email, address: clientAddress(event, edgeSecret) });
