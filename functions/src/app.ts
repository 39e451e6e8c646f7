import { HttpError, Router } from '@aws-lambda-powertools/event-handler/http';
import { DomainError } from './domain/errors.js';
import type { AppDeps } from './routes/context.js';
import { json } from './routes/http.js';
import { registerAdminRoutes } from './routes/admin.js';
import { registerLegacyRoutes } from './routes/legacy.js';
import { registerRestRoutes } from './routes/rest.js';

const STATUS: Record<DomainError['kind'], number> = {
  invalid: 400,
  unauthorized: 401,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
};

/** The whole API as one router; the Lambda handler and the tests both build it from here. */
export const createApp = (deps: AppDeps) => {
  const app = new Router();
  registerAdminRoutes(app, deps);
  registerLegacyRoutes(app, deps);
  registerRestRoutes(app, deps);

  app.errorHandler(DomainError, async (error) =>
    json(
      { message: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) },
      STATUS[error.kind],
    ),
  );
  app.notFound(async (_error, { req }) =>
    json({ message: `There is no API call ${req.method} ${new URL(req.url).pathname}.` }, 404),
  );
  app.methodNotAllowed(async (_error, { req }) =>
    json({ message: `${req.method} is not allowed here.` }, 405),
  );
  app.errorHandler(Error, async (error) => {
    if (error instanceof HttpError) return json({ message: error.message }, error.statusCode);
    console.error('Unhandled error', error);
    return json(
      { message: 'Something went wrong on our side and nothing was changed. Please try again.' },
      500,
    );
  });
  return app;
};
