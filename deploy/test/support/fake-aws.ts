import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake got, as far as the tests care. */
export interface SeenRequest {
  /** `sso` for the SSO portal, else the service of the SigV4 credential scope. */
  service: string;
  /** The query API's Action, the JSON API's X-Amz-Target, or the method and path. */
  action: string;
  /** The access key id of the SigV4 Authorization header; undefined if unsigned. */
  accessKeyId?: string;
  userAgent: string;
}

export interface FakeAwsOptions {
  /** What GetRoleCredentials hands out for this bearer token (the SSO cache's accessToken). */
  sso: {
    token: string;
    accountId: string;
    roleName: string;
    credentials: { accessKeyId: string; secretAccessKey: string; sessionToken: string };
    expiresAt: Date;
  };
  account: string;
  /** The stack DescribeStacks finds, with its outputs; every other name does not exist. */
  stack?: { name: string; outputs: Record<string, string> };
  /**
   * The Lambda functions Invoke finds, by name, each with what it answers an event invoked so
   * (as the function's handler would: its result, or the error it throws); every other name
   * does not exist.
   */
  functions?: Record<string, (event: unknown, invocationType: string) => FunctionAnswer>;
}

/** A function's result, or the error Lambda reports for it (X-Amz-Function-Error). */
export type FunctionAnswer =
  { result: unknown } | { thrown: { errorType: string; errorMessage: string } };

/** Lambda's Invoke: POST /2015-03-31/functions/<name>/invocations. */
const INVOKE = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

const CLOUDFORMATION = 'http://cloudformation.amazonaws.com/doc/2010-05-15/';

const queryError = (code: string, message: string) =>
  `<ErrorResponse xmlns="${CLOUDFORMATION}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>fake</RequestId></ErrorResponse>`;

const send = (response: ServerResponse, status: number, type: string, body: string) => {
  response.writeHead(status, { 'content-type': type, 'x-amzn-requestid': 'fake' });
  response.end(body);
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

/** The signer's key id and the service it signed for, out of `Credential=AKID/date/region/service/aws4_request`. */
const signature = (authorization = '') => {
  const [, accessKeyId, service] =
    /Credential=([^/]+)\/[^/]+\/[^/]+\/([^/]+)\/aws4_request/.exec(authorization) ?? [];
  return { accessKeyId, service };
};

/**
 * A stand-in for AWS on 127.0.0.1, reached through the SDK's configured endpoints
 * (AWS_ENDPOINT_URL): the SSO portal's GetRoleCredentials, STS's GetCallerIdentity,
 * CloudFormation's DescribeStacks, a first deploy's look for taken names (a table, a bucket,
 * a CloudFront function: none found), and Lambda's Invoke of the functions given. Any other
 * call is refused with AccessDenied "stopped by the test", so a deploy or a removal ends at its
 * first change.
 */
export const startFakeAws = async (options: FakeAwsOptions) => {
  const seen: SeenRequest[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    const userAgent = String(request.headers['user-agent'] ?? '');
    if (request.method === 'GET' && url.pathname === '/federation/credentials') {
      seen.push({ service: 'sso', action: 'GetRoleCredentials', userAgent });
      const { sso } = options;
      if (
        request.headers['x-amz-sso_bearer_token'] !== sso.token ||
        url.searchParams.get('account_id') !== sso.accountId ||
        url.searchParams.get('role_name') !== sso.roleName
      )
        return send(
          response,
          401,
          'application/json',
          JSON.stringify({ message: 'Session token not found or invalid' }),
        );
      return send(
        response,
        200,
        'application/json',
        JSON.stringify({
          roleCredentials: { ...sso.credentials, expiration: sso.expiresAt.getTime() },
        }),
      );
    }

    const { accessKeyId, service = 'unsigned' } = signature(request.headers.authorization);
    const target = request.headers['x-amz-target'];
    const action =
      new URLSearchParams(body).get('Action') ??
      (typeof target === 'string' ? target : `${request.method} ${url.pathname}`);
    seen.push({
      service,
      action,
      accessKeyId,
      userAgent,
      at: new Date().toISOString(),
    } as SeenRequest);

    if (action === 'GetCallerIdentity')
      return send(
        response,
        200,
        'text/xml',
        `<GetCallerIdentityResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><GetCallerIdentityResult><Arn>arn:aws:sts::${options.account}:assumed-role/${options.sso.roleName}/student</Arn><UserId>AROAFAKE:student</UserId><Account>${options.account}</Account></GetCallerIdentityResult><ResponseMetadata><RequestId>fake</RequestId></ResponseMetadata></GetCallerIdentityResponse>`,
      );
    if (action === 'DescribeStacks') {
      const name = new URLSearchParams(body).get('StackName');
      const { stack } = options;
      if (!stack || name !== stack.name)
        return send(
          response,
          400,
          'text/xml',
          queryError('ValidationError', `Stack with id ${name} does not exist`),
        );
      const outputs = Object.entries(stack.outputs)
        .map(
          ([key, value]) =>
            `<member><OutputKey>${key}</OutputKey><OutputValue>${value}</OutputValue></member>`,
        )
        .join('');
      return send(
        response,
        200,
        'text/xml',
        `<DescribeStacksResponse xmlns="${CLOUDFORMATION}"><DescribeStacksResult><Stacks><member><StackName>${stack.name}</StackName><StackId>arn:aws:cloudformation:us-east-1:${options.account}:stack/${stack.name}/fake</StackId><CreationTime>2024-01-01T00:00:00Z</CreationTime><StackStatus>CREATE_COMPLETE</StackStatus><Outputs>${outputs}</Outputs></member></Stacks></DescribeStacksResult><ResponseMetadata><RequestId>fake</RequestId></ResponseMetadata></DescribeStacksResponse>`,
      );
    }
    const invoked = request.method === 'POST' ? INVOKE.exec(url.pathname) : null;
    if (invoked) {
      const name = decodeURIComponent(invoked[1]!);
      const run = options.functions?.[name];
      if (!run) {
        response.writeHead(404, {
          'content-type': 'application/json',
          'x-amzn-errortype': 'ResourceNotFoundException',
          'x-amzn-requestid': 'fake',
        });
        return response.end(
          JSON.stringify({
            Type: 'User',
            message: `Function not found: arn:aws:lambda:us-east-1:${options.account}:function:${name}`,
          }),
        );
      }
      const type = request.headers['x-amz-invocation-type'];
      const answer = run(JSON.parse(body || 'null'), String(type ?? 'RequestResponse'));
      const thrown = 'thrown' in answer;
      response.writeHead(200, {
        'content-type': 'application/json',
        'x-amzn-requestid': 'fake',
        'x-amz-executed-version': '$LATEST',
        ...(thrown ? { 'x-amz-function-error': 'Unhandled' } : {}),
      });
      return response.end(JSON.stringify(thrown ? { ...answer.thrown, trace: [] } : answer.result));
    }
    // A first deploy's look for names already taken (deploy/src/obstacles.ts): none are.
    if (target === 'DynamoDB_20120810.DescribeTable')
      return send(
        response,
        400,
        'application/x-amz-json-1.0',
        JSON.stringify({
          __type: 'com.amazonaws.dynamodb.v20120810#ResourceNotFoundException',
          message: 'Requested resource not found',
        }),
      );
    if (request.method === 'HEAD' && service === 's3') return send(response, 404, 'text/xml', '');
    if (request.method === 'GET' && /^\/[\d-]+\/function\/[^/]+\/describe$/.test(url.pathname))
      return send(
        response,
        404,
        'text/xml',
        '<ErrorResponse><Error><Type>Sender</Type><Code>NoSuchFunctionExists</Code><Message>The function does not exist.</Message></Error></ErrorResponse>',
      );
    // Refused in the form each protocol's client reads: JSON APIs (ECR), the query APIs, S3's XML.
    if (typeof target === 'string')
      return send(
        response,
        400,
        'application/x-amz-json-1.1',
        JSON.stringify({ __type: 'AccessDeniedException', message: 'stopped by the test' }),
      );
    return send(
      response,
      403,
      'text/xml',
      new URLSearchParams(body).has('Action')
        ? queryError('AccessDenied', 'stopped by the test')
        : '<Error><Code>AccessDenied</Code><Message>stopped by the test</Message></Error>',
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
};
