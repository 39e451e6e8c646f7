// Values of the template that come from the TypeScript (deploy/src/edge/cdn-values.ts,
// deploy/src/publish-rights.ts): the model's paths, headers and collections instead of a second
// copy here, and the addresses a stage's parameters choose. Serverless calls these while it
// resolves `${file(deploy/cloudformation/from-model.cjs):name}`.
const { join } = require('node:path');

const load = async (file) => {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(join(__dirname, '../src', file), __filename);
};
const values = () => load('edge/cdn-values.ts');
const rights = () => load('publish-rights.ts');

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
  issuerFilesHeadersPolicy: async ({ resolveVariable }) =>
    (await values()).issuerFilesHeadersPolicy(await deployment(resolveVariable)),
  apiHeadersPolicy: async ({ resolveVariable }) =>
    (await values()).apiHeadersPolicy(await deployment(resolveVariable)),
  publishReads: async () => (await rights()).publishReads(),
  publishWrites: async () => (await rights()).publishWrites(),
};
