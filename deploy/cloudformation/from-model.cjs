// Values of the template that come from the TypeScript (deploy/src/edge/cdn-values.ts): the
// model's paths and headers instead of a second copy here, and the addresses a stage's
// parameters choose. Serverless calls these while it resolves
// `${file(deploy/cloudformation/from-model.cjs):name}`.
const { join } = require('node:path');

const values = async () => {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(join(__dirname, '../src/edge/cdn-values.ts'), __filename);
};

const deployment = async (resolveVariable) => ({
  service: await resolveVariable('self:service'),
  stage: await resolveVariable('sls:stage'),
  uploadsBucket: await resolveVariable('self:custom.uploadsBucket'),
  region: await resolveVariable('self:provider.region'),
});

const addresses = async (resolveVariable) =>
  (await values()).addresses({
    domainName: await resolveVariable("param:domainName, ''"),
    certificateArn: await resolveVariable("param:certificateArn, ''"),
  });

module.exports = {
  edgeHeaders: async () => (await values()).edgeHeaders(),
  edgeSecret: async () => (await values()).EDGE_SECRET_VALUE,
  addresses: async ({ resolveVariable }) => addresses(resolveVariable),
  paths: async () => (await values()).cdnPaths(),
  siteRouterCode: async () => (await values()).siteRouterCode(),
  pageHeadersPolicy: async ({ resolveVariable }) =>
    (await values()).pageHeadersPolicy(await deployment(resolveVariable)),
  apiHeadersPolicy: async ({ resolveVariable }) =>
    (await values()).apiHeadersPolicy(await deployment(resolveVariable)),
};
