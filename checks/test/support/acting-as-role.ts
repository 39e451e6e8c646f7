import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A role of the packaged template, enforced offline: stand-ins for DynamoDB, S3 and CloudFront
 * that a function's SDK clients are pointed at, which judge each call by the role's statements
 * as IAM would, refuse what it does not allow with AWS's own errors, and pass the rest on to
 * the emulators (dynalite, s3rver). CloudFront has no emulator: an allowed invalidation is
 * answered here. Every call is noted with its verdict.
 *
 * IAM is judged as far as these roles use it: Allow statements, actions and resources with
 * `*`, `ForAllValues:StringEquals` on `dynamodb:LeadingKeys`, and `StringEquals` or
 * `StringLike` on `s3:prefix` (a listing's). Any other condition refuses.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One call, as IAM sees it: the action, the resource's ARN, the partitions it names. */
export interface Call {
  action: string;
  resource: string;
  /** The partition key values of the items a DynamoDB call touches. */
  leadingKeys?: string[];
  /** The prefix a listing of an S3 bucket asks for (the `s3:prefix` condition key). */
  prefix?: string;
  allowed: boolean;
}

export interface Stage {
  account: string;
  region: string;
  /** The names the template's references stand for: ContentTable -> its table name. */
  names: Record<string, string>;
}

const glob = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/** A template's ARN as it would be in the stage: references and pseudo parameters filled in. */
const arnOf = (value: unknown, stage: Stage): string => {
  const arnOfResource = (id: string) => {
    const name = stage.names[id];
    if (name === undefined) throw new Error(`The test names no ${id}.`);
    if (/Table$/.test(id)) return `arn:aws:dynamodb:${stage.region}:${stage.account}:table/${name}`;
    if (/Bucket$/.test(id)) return `arn:aws:s3:::${name}`;
    if (/LogGroup$/.test(id))
      return `arn:aws:logs:${stage.region}:${stage.account}:log-group:${name}:*`;
    if (/LambdaFunction$/.test(id))
      return `arn:aws:lambda:${stage.region}:${stage.account}:function:${name}`;
    return name;
  };
  const sub = (text: string) =>
    text.replace(/\$\{([^}]+)\}/g, (_, ref: string) => {
      if (ref === 'AWS::AccountId') return stage.account;
      if (ref === 'AWS::Region') return stage.region;
      if (ref === 'AWS::Partition') return 'aws';
      return ref.endsWith('.Arn') ? arnOfResource(ref.slice(0, -4)) : arnOfResource(ref);
    });
  if (typeof value === 'string') return value;
  const v = value as Json;
  if (typeof v['Fn::Sub'] === 'string') return sub(v['Fn::Sub']);
  if (Array.isArray(v['Fn::GetAtt']) && v['Fn::GetAtt'][1] === 'Arn')
    return arnOfResource(v['Fn::GetAtt'][0]);
  if (typeof v.Ref === 'string') return arnOfResource(v.Ref);
  throw new Error(`The test cannot read the resource ${JSON.stringify(value)}.`);
};

const conditionHolds = (condition: Json | undefined, call: Omit<Call, 'allowed'>) => {
  if (!condition) return true;
  return Object.entries(condition).every(([operator, keys]) => {
    // A key the request does not carry (a listing without a prefix) matches no value.
    if (operator === 'StringEquals' || operator === 'StringLike')
      return Object.entries(keys as Json).every(([key, values]) => {
        if (key !== 's3:prefix' || call.prefix === undefined) return false;
        const match = (v: string) =>
          operator === 'StringLike' ? glob(v).test(call.prefix!) : v === call.prefix;
        return [values].flat().some(match);
      });
    if (operator !== 'ForAllValues:StringEquals') return false;
    return Object.entries(keys as Json).every(([key, values]) => {
      if (key !== 'dynamodb:LeadingKeys' || !call.leadingKeys) return false;
      return call.leadingKeys.every((k) => [values].flat().includes(k));
    });
  });
};

/** Whether the role's statements allow the call (no statement of these roles denies). */
export const allows = (statements: Json[], stage: Stage, call: Omit<Call, 'allowed'>) =>
  statements.some(
    (s) =>
      s.Effect === 'Allow' &&
      [s.Action].flat().some((a: string) => glob(a).test(call.action)) &&
      [s.Resource].flat().some((r: unknown) => glob(arnOf(r, stage)).test(call.resource)) &&
      conditionHolds(s.Condition, call),
  );

/** Every Allow statement of a role of the template. */
export const statementsOf = (template: Json, role: string): Json[] =>
  ((template.Resources[role].Properties.Policies ?? []) as Json[]).flatMap(
    (p) => p.PolicyDocument.Statement as Json[],
  );

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const listen = (server: Server) =>
  new Promise<string>((done) =>
    server.listen(0, '127.0.0.1', () =>
      done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** Sends the request on to `target` as it came; resolves with the answer, read whole. */
const passOn = (target: string, incoming: IncomingMessage, body: Buffer) =>
  new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>(
    (done, fail) => {
      const url = new URL(incoming.url ?? '/', target);
      const out = forward(
        url,
        { method: incoming.method, headers: { ...incoming.headers, host: url.host } },
        async (answer) =>
          done({
            status: answer.statusCode ?? 502,
            headers: answer.headers,
            body: await readBody(answer),
          }),
      );
      out.on('error', fail);
      out.end(body);
    },
  );

const pk = (key: Json | undefined) => key?.pk?.S as string;

/** The items a DynamoDB call names, by their partition: each key, item or key condition. */
const dynamoCall = (operation: string, input: Json, stage: Stage) => {
  const tableArn = (name: string) =>
    `arn:aws:dynamodb:${stage.region}:${stage.account}:table/${name}`;
  if (operation === 'BatchGetItem') {
    const [table, { Keys }] = Object.entries(input.RequestItems as Json)[0] as [string, Json];
    return { resource: tableArn(table), leadingKeys: (Keys as Json[]).map(pk) };
  }
  let leadingKeys: string[] = [];
  if (input.Key) leadingKeys = [pk(input.Key)];
  else if (input.Item) leadingKeys = [pk(input.Item)];
  else if (operation === 'Query') {
    const placeholder = /\bpk\s*=\s*(:\w+)/.exec(input.KeyConditionExpression ?? '')?.[1];
    leadingKeys = [input.ExpressionAttributeValues?.[placeholder ?? '']?.S];
  }
  return { resource: tableArn(input.TableName), leadingKeys };
};

/**
 * The three stand-ins, acting as `role` of `template`; `calls` is every call in order. Point
 * the SDK at them with DYNAMODB_ENDPOINT, S3_ENDPOINT and AWS_ENDPOINT_URL_CLOUDFRONT.
 */
export const actAsRole = async (
  template: Json,
  role: string,
  stage: Stage,
  emulators: { dynamodb: string; s3: string },
) => {
  const statements = statementsOf(template, role);
  const calls: Call[] = [];
  const judge = (call: Omit<Call, 'allowed'>) => {
    const allowed = allows(statements, stage, call);
    calls.push({ ...call, allowed });
    return allowed;
  };
  const refusal = (action: string, resource: string) =>
    `User: arn:aws:sts::${stage.account}:assumed-role/${role}/test is not authorized to perform: ${action} on resource: ${resource}`;

  const dynamodb = createServer(async (req, res) => {
    const body = await readBody(req);
    const operation = String(req.headers['x-amz-target']).split('.')[1] ?? '';
    const action = `dynamodb:${operation}`;
    const call = { action, ...dynamoCall(operation, JSON.parse(body.toString()), stage) };
    if (!judge(call)) {
      res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
      return res.end(
        JSON.stringify({
          __type: 'com.amazon.coral.service#AccessDeniedException',
          Message: refusal(action, call.resource),
        }),
      );
    }
    const answer = await passOn(emulators.dynamodb, req, body);
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });

  const s3Actions: Record<string, string> = {
    GET: 's3:GetObject',
    HEAD: 's3:GetObject',
    PUT: 's3:PutObject',
    DELETE: 's3:DeleteObject',
  };
  const s3 = createServer(async (req, res) => {
    const body = await readBody(req);
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://s3');
    const [, bucket = '', ...rest] = pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const action = key ? (s3Actions[req.method ?? ''] ?? `s3:${req.method}`) : 's3:ListBucket';
    const resource = `arn:aws:s3:::${bucket}${key ? `/${key}` : ''}`;
    const prefix = key ? undefined : (searchParams.get('prefix') ?? undefined);
    const denied = () => {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end(
        req.method === 'HEAD'
          ? undefined
          : `<Error><Code>AccessDenied</Code><Message>${refusal(action, resource)}</Message></Error>`,
      );
    };
    if (!judge({ action, resource, ...(prefix === undefined ? {} : { prefix }) })) return denied();
    const answer = await passOn(emulators.s3, req, body);
    // S3 tells a role that may not list the bucket 403, not 404, about a key that is not there.
    const mayList = allows(statements, stage, {
      action: 's3:ListBucket',
      resource: `arn:aws:s3:::${bucket}`,
    });
    if (answer.status === 404 && !mayList) return denied();
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });

  const invalidations: { distribution: string; paths: string[] }[] = [];
  const cloudfront = createServer(async (req, res) => {
    const body = (await readBody(req)).toString();
    const distribution = /\/distribution\/([^/]+)\/invalidation$/.exec(req.url ?? '')?.[1] ?? '';
    const action = req.method === 'POST' && distribution ? 'cloudfront:CreateInvalidation' : '';
    const resource = `arn:aws:cloudfront::${stage.account}:distribution/${distribution}`;
    if (!judge({ action: action || `cloudfront:${req.method} ${req.url}`, resource })) {
      res.writeHead(403, { 'content-type': 'text/xml' });
      return res.end(
        `<ErrorResponse><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>${refusal(action, resource)}</Message></Error></ErrorResponse>`,
      );
    }
    const paths = [...body.matchAll(/<Path>([^<]*)<\/Path>/g)].map(([, path]) => path!);
    invalidations.push({ distribution, paths });
    res.writeHead(201, {
      'content-type': 'text/xml',
      location: `https://cloudfront.amazonaws.com/2020-05-31/distribution/${distribution}/invalidation/I${invalidations.length}`,
    });
    res.end(
      `<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>I${invalidations.length}</Id><Status>InProgress</Status><CreateTime>${new Date().toISOString()}</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity><Items>${paths.map((p) => `<Path>${p}</Path>`).join('')}</Items></Paths><CallerReference>test</CallerReference></InvalidationBatch></Invalidation>`,
    );
  });

  const servers = [dynamodb, s3, cloudfront];
  const [dynamodbUrl, s3Url, cloudfrontUrl] = await Promise.all(servers.map(listen));
  return {
    endpoints: {
      DYNAMODB_ENDPOINT: dynamodbUrl!,
      S3_ENDPOINT: s3Url!,
      AWS_ENDPOINT_URL_CLOUDFRONT: cloudfrontUrl!,
    },
    calls,
    invalidations,
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((closed) => {
              server.closeAllConnections();
              server.close(() => closed());
            }),
        ),
      ),
  };
};
