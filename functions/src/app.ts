import {
  HttpError,
  ParameterValidationError,
  Router,
} from '@aws-lambda-powertools/event-handler/http';
import { API_SECURITY_HEADERS } from '@club/model';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { DomainError } from './domain/errors.js';
import { withRequestLog } from './logger.js';
import { registerAccountRoutes } from './routes/accounts.js';
import { registerAdminRoutes } from './routes/admin.js';
import { registerAuditRoutes } from './routes/audit.js';
import { registerContactRoutes } from './routes/contact.js';
import type { AppDeps } from './routes/context.js';
import { compressAnswer } from './routes/compression.js';
import { errorAnswer, header, json } from './routes/http.js';
import { registerCertificateRoutes } from './routes/certificates.js';
import { registerDeliveryRoutes } from './routes/delivery.js';
import { registerExportRoutes } from './routes/export.js';
import { registerHistoryRoutes } from './routes/history.js';
import { registerLegacyRoutes } from './routes/legacy.js';
import { answerMissingPage, isPageAddress } from './routes/page-fallback.js';
import { registerMessageRoutes } from './routes/messages.js';
import { registerPasswordRoutes } from './routes/passwords.js';
import { registerRestRoutes } from './routes/rest.js';
import { sameOriginWrites } from './routes/same-origin.js';
import { registerSiteRoutes } from './routes/site.js';
import { unlessUnreadable, unreadablePath } from './routes/unreadable.js';
import { registerUploadRoutes } from './routes/uploads.js';

/** The whole API as one router. */
export const createApp = (deps: AppDeps) => {
  const app = new Router({ logger: deps.logger });
  app.use(sameOriginWrites(deps.siteOrigins));
  registerAdminRoutes(app, deps);
  registerPasswordRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerAuditRoutes(app, deps);
  registerExportRoutes(app, deps);
  registerSiteRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerLegacyRoutes(app, deps);
  registerRestRoutes(app, deps);
  registerHistoryRoutes(app, deps);
  registerCertificateRoutes(app, deps);
  registerDeliveryRoutes(app, deps);
  registerUploadRoutes(app, deps);
  registerMessageRoutes(app, deps);

  app.errorHandler(DomainError, async (error) => errorAnswer(error));
  app.errorHandler([URIError, ParameterValidationError], async (_error, { req }) =>
    errorAnswer(unreadablePath(new URL(req.url).pathname)),
  );
  app.notFound(async (_error, { req }) =>
    json({ message: `There is no API call ${req.method} ${new URL(req.url).pathname}.` }, 404),
  );
  app.methodNotAllowed(async (_error, { req }) =>
    json({ message: `${req.method} is not allowed here.` }, 405),
  );
  app.errorHandler(Error, async (error) => {
    if (error instanceof HttpError) return json({ message: error.message }, error.statusCode);
    deps.logger.error('Unhandled error', error);
    return json(
      { message: 'Something went wrong on our side and nothing was changed. Please try again.' },
      500,
    );
  });
  return app;
};

/**
 * An event as API Gateway or serverless-offline delivers it, made into what the router
 * matches: serverless-offline sends null where API Gateway leaves a key out (Powertools
 * accepts only the latter), and repeated slashes count as one, so the old header strip's
 * /api/uperheader//viewuperheader reaches the same call as the single-slash path.
 */
export const normalizeEvent = (event: APIGatewayProxyEventV2): APIGatewayProxyEventV2 => {
  const present = Object.fromEntries(Object.entries(event).filter(([, value]) => value !== null));
  return { ...(present as APIGatewayProxyEventV2), rawPath: event.rawPath.replace(/\/{2,}/g, '/') };
};

/** The Lambda entry point over the app; the tests call exactly this. */
export const createHandler = (deps: AppDeps) => {
  const app = createApp(deps);
  return withRequestLog(deps.logger, async (event: APIGatewayProxyEventV2, context: Context) => {
    const result = isPageAddress(event.rawPath)
      ? await answerMissingPage(deps.sitePages, event.rawPath)
      : await unlessUnreadable(() => app.resolve(normalizeEvent(event), context), deps.logger);
    // Here rather than in a middleware: errors are answered past the middlewares.
    const secured: APIGatewayProxyStructuredResultV2 = {
      ...result,
      headers: { ...API_SECURITY_HEADERS, ...result.headers },
    };
    return compressAnswer(
      {
        method: event.requestContext.http.method,
        acceptEncoding: header(event, 'accept-encoding'),
      },
      secured,
    );
  });
};
