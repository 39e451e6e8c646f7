/**
 * What the local stack and the checks share with the deployed stack: the CDN's own rules, and
 * the smoke checks a deploy ends with (npm run smoke runs them alone).
 */
export { lintTemplate } from './lint-template.js';
export { readCommandLine, UsageError } from './errors.js';
export { cacheControlOf, contentType } from './edge/file-types.js';
export { headersOfPolicy, responseHeadersPolicy } from './edge/response-headers.js';
export { publishedFileOf, routeToBuild, SITE_ROUTER_CODE } from './edge/site-router.js';
export { ACKNOWLEDGEMENTS } from '../cloudformation/lint-acknowledgements.js';
export { apiFunctionName, contentTableName, stageNames } from './stage-names.js';
export { issuerSummary, runIssuerTask, type IssuerTaskName } from './issuer.js';
export { findObstacles } from './obstacles.js';
export { runSmokeChecks, SMOKE_CHECKS, type CheckResult } from './smoke/runner.js';
export { stageApiEnvironment } from './stage-api.js';
