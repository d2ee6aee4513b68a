/**
 * The AWS plumbing between the deployed packages, played by the tests of test/bundles/ that run
 * engagements through the bundles only (docs/bundles.md): every invocation is a fresh Node process
 * loading a package as the Lambda runtime does (the template's handler string and environment),
 * against DynamoDB Local and local-aws-sqs. The test stands in for API Gateway (HTTP API v2
 * events), the table's stream (each new outbox item, marshalled as a NEW_IMAGE INSERT record, to
 * the consumers whose filter takes its type), the event source mappings (SQS batches received from
 * the local queues, deleted unless reported as failed), EventBridge (PutEvents recorded) and
 * EventBridge Scheduler (CreateSchedule recorded; a schedule fires when the test says, sending its
 * target input to its queue as Scheduler's SQS target does).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { type AttributeValue, CreateTableCommand, type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, DeleteMessageBatchCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createSqsServer } from 'local-aws-sqs';
import { QUEUE_NAMES, type WorkQueueName } from '../../functions/core/queue/names';
import { queueUrlEnvName } from '../../functions/core/queue/sqs-queues';
import { createTableInput } from '../../functions/core/storage/dynamo-store';
import { type DynamoLocal, startDynamoLocal } from '../core/storage/dynamo-local';
import { type DeployedFunction, type DeployedPackages, lambdaEnvironment, moduleOf, synthesizePackages } from './packages';

export const STAGE_STACK = 'careloop-sandbox';
const REGION = 'us-east-1';
const ACCOUNT = '123456789012';
export const TABLE = 'careloop-sandbox-bundles';
const BUS = 'careloop-sandbox-bundles';

/** A schedule a function created through the Scheduler API, as the fake took it. */
export interface CreatedSchedule {
  name: string;
  expression: string;
  targetArn: string;
  input: string;
}

/** A webhook POST the local receiver took. */
export interface Delivery {
  headers: IncomingMessage['headers'];
  body: string;
}

/** What a stream consumer is to the plumbing: its function id and the event types its filter takes. */
export interface StreamConsumer {
  id: string;
  eventTypes: readonly string[];
}

export interface Plumbing {
  packages: DeployedPackages;
  dynamo: DynamoLocal;
  db: DynamoDBClient;
  receiverUrl: string;
  /** PutEvents entries the fake EventBridge took. */
  busEntries: Array<{ DetailType: string }>;
  schedules: CreatedSchedule[];
  /** AWS calls the fakes do not serve (none expected). */
  unexpectedAwsCalls: string[];
  deliveries: Delivery[];
  /** Functions invoked, with how many times. */
  invocations: Map<string, number>;
  /** Queue batches a consumer reported failures in (their messages come back after the visibility timeout). */
  failedBatches: string[];
  stop(): Promise<void>;
}

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server?: Server): Promise<void> => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
const readBody = async (request: IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
};

const json = (response: import('node:http').ServerResponse, status: number, body: unknown, type = 'application/json') => {
  response.writeHead(status, { 'content-type': type });
  response.end(JSON.stringify(body));
};

/** Stands in for EventBridge (PutEvents, a JSON 1.1 target) and EventBridge Scheduler (REST: POST/GET/DELETE /schedules/{name}). */
const startAwsFake = (plumbing: Pick<Plumbing, 'busEntries' | 'schedules' | 'unexpectedAwsCalls'>) =>
  createServer(async (request, response) => {
    const body = await readBody(request);
    const target = String(request.headers['x-amz-target'] ?? `${request.method} ${request.url}`);
    if (target === 'AWSEvents.PutEvents') {
      const entries = (JSON.parse(body) as { Entries: Array<{ DetailType: string }> }).Entries;
      plumbing.busEntries.push(...entries);
      return json(response, 200, { FailedEntryCount: 0, Entries: entries.map(() => ({ EventId: randomUUID() })) }, 'application/x-amz-json-1.1');
    }
    const schedule = /^\/schedules\/([^/?]+)/.exec(request.url ?? '');
    if (schedule && request.method === 'POST') {
      const name = decodeURIComponent(schedule[1]!);
      const input = JSON.parse(body) as { ScheduleExpression: string; Target: { Arn: string; Input: string } };
      if (plumbing.schedules.some((s) => s.name === name)) return json(response, 409, { Message: `Schedule ${name} already exists.` });
      plumbing.schedules.push({ name, expression: input.ScheduleExpression, targetArn: input.Target.Arn, input: input.Target.Input });
      return json(response, 200, { ScheduleArn: `arn:aws:scheduler:${REGION}:${ACCOUNT}:schedule/${STAGE_STACK}/${name}` });
    }
    plumbing.unexpectedAwsCalls.push(target);
    json(response, 400, { __type: 'ValidationException', message: `not served by the test: ${target}` });
  });

const queueArn = (queue: string) => `arn:aws:sqs:${REGION}:${ACCOUNT}:${STAGE_STACK}-${queue}`;

/** Synthesizes the packages and starts DynamoDB Local, local-aws-sqs with the stage's work queues, the AWS fakes and a webhook receiver. */
export async function startPlumbing(): Promise<Plumbing & { invoke: Invoke; sqs: SQSClient; queueUrls: Map<string, string> }> {
  const packages = synthesizePackages();
  const dynamo = await startDynamoLocal();
  const db = dynamo.client();
  await db.send(new CreateTableCommand(createTableInput(TABLE)));
  const sqsServer = await createSqsServer({ port: 0, hostname: '127.0.0.1', region: REGION, accountId: ACCOUNT, emulateQueueCreationLifecycle: false });
  const sqsEndpoint = `http://127.0.0.1:${(sqsServer.address() as AddressInfo).port}`;
  const sqs = new SQSClient({ region: REGION, endpoint: sqsEndpoint, credentials: { accessKeyId: 'fake', secretAccessKey: 'fake' } });
  const queueUrls = new Map<string, string>();
  for (const name of QUEUE_NAMES) {
    // A short visibility timeout: a batch item a consumer reports as failed comes back within the test.
    const created = await sqs.send(new CreateQueueCommand({ QueueName: `${STAGE_STACK}-${name}`, Attributes: { VisibilityTimeout: '2' } }));
    queueUrls.set(name, created.QueueUrl!);
  }
  const recorded = { busEntries: [], schedules: [], unexpectedAwsCalls: [] } as Pick<Plumbing, 'busEntries' | 'schedules' | 'unexpectedAwsCalls'>;
  const awsFake = startAwsFake(recorded);
  const awsFakeEndpoint = await listen(awsFake);
  const deliveries: Delivery[] = [];
  const receiver = createServer(async (request, response) => {
    deliveries.push({ headers: request.headers, body: await readBody(request) });
    response.writeHead(204).end();
  });
  const receiverUrl = await listen(receiver);

  /** The template's references, resolved to the local stand-ins; what the test changes beyond them is named here. */
  const environmentOf = (fn: DeployedFunction): Record<string, string | undefined> => ({
    ...lambdaEnvironment(fn, (name) => {
      if (name === 'TABLE_NAME') return TABLE;
      if (name === 'EVENT_BUS_NAME') return BUS;
      const queue = QUEUE_NAMES.find((q) => queueUrlEnvName(q) === name);
      if (queue) return queueUrls.get(queue);
      const arnOf = QUEUE_NAMES.find((q) => queueUrlEnvName(q).replace('QUEUE_URL_', 'QUEUE_ARN_') === name);
      if (arnOf) return queueArn(arnOf);
      return undefined;
    }),
    LOG_LEVEL: 'ERROR',
    // DynamoDB Local keeps one database per access key and region: the test's client's.
    AWS_ACCESS_KEY_ID: 'fake',
    AWS_SECRET_ACCESS_KEY: 'fake',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_SQS: sqsEndpoint,
    AWS_ENDPOINT_URL_EVENTBRIDGE: awsFakeEndpoint,
    AWS_ENDPOINT_URL_SCHEDULER: awsFakeEndpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: awsFakeEndpoint,
    // The simulated patient answers at once, and the receiver is on the loopback (local testing only).
    SANDBOX_TURN_DELAY_MS: '0',
    ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true',
  });
  const invocations = new Map<string, number>();
  const deployed = (id: string): DeployedFunction => {
    const fn = packages.functions.find((f) => f.id === id && f.stage === STAGE_STACK);
    if (!fn) throw new Error(`no deployed function ${id} in ${STAGE_STACK}`);
    return fn;
  };
  const invoke: Invoke = (id, event) => {
    invocations.set(id, (invocations.get(id) ?? 0) + 1);
    const fn = deployed(id);
    return invokeInFreshProcess(fn, environmentOf(fn), packages.copies, event);
  };
  return {
    ...recorded,
    packages,
    dynamo,
    db,
    sqs,
    queueUrls,
    receiverUrl,
    deliveries,
    invocations,
    failedBatches: [],
    invoke,
    stop: async () => {
      sqs.destroy();
      await Promise.all([close(sqsServer), close(awsFake), close(receiver)]);
      await dynamo.stop();
      packages.remove();
    },
  };
}

export type Invoke = (id: string, event: unknown) => Promise<{ result: any; logs: string }>;

const RESULT_MARK = '\u0000result:';
/** Imports the module by path, invokes its handler once with the event from stdin, prints the result after a mark. */
const INVOKER = `
const [file, name, functionName] = process.argv.slice(1);
let input = '';
for await (const chunk of process.stdin) input += chunk;
const m = await import(file);
const context = { functionName, functionVersion: '$LATEST', awsRequestId: crypto.randomUUID(), memoryLimitInMB: '512', callbackWaitsForEmptyEventLoop: true, getRemainingTimeInMillis: () => 30000 };
const result = await m[name](JSON.parse(input), context);
process.stdout.write(${JSON.stringify(RESULT_MARK)} + JSON.stringify(result ?? null));
process.exit(0);
`;

/** One invocation of a deployed function in a fresh Node process (a cold container); its result and what it logged. */
function invokeInFreshProcess(fn: DeployedFunction, env: Record<string, string | undefined>, cwd: string, event: unknown): Promise<{ result: any; logs: string }> {
  const { file, exportName } = moduleOf(fn);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', INVOKER, pathToFileURL(file).href, exportName, fn.id], { env, cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const at = stdout.lastIndexOf(RESULT_MARK);
      if (code !== 0 || at < 0) return reject(new Error(`${fn.id} exited ${code}: ${stderr.slice(-2000)} ${stdout.slice(-2000)}`));
      resolve({ result: JSON.parse(stdout.slice(at + RESULT_MARK.length)), logs: `${stdout.slice(0, at)}${stderr}`.slice(-3000) });
    });
    child.stdin.end(JSON.stringify(event));
  });
}

/** An API Gateway HTTP API (payload 2.0) request event. */
export const httpEvent = (method: string, routePath: string, rawPath: string, apiKey: string, body: unknown, pathParameters?: Record<string, string>) => {
  const now = new Date();
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', host: 'api.local', 'user-agent': 'bundle-test' };
  return {
    version: '2.0',
    routeKey: `${method} ${routePath}`,
    rawPath,
    rawQueryString: '',
    headers,
    pathParameters,
    requestContext: {
      accountId: ACCOUNT,
      apiId: 'local',
      domainName: 'api.local',
      domainPrefix: 'api',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: headers['user-agent'] },
      requestId: randomUUID(),
      routeKey: `${method} ${routePath}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  };
};

const failuresOf = (result: any): string[] => (result?.batchItemFailures ?? []).map((failure: { itemIdentifier: string }) => failure.itemIdentifier);

/** The table's stream as an event source mapping reads it: outbox items not yet handed over, in the order they were written. */
export function streamOf(plumbing: Plumbing & { invoke: Invoke }) {
  const seen = new Set<string>();
  let sequence = 0;
  const newRecords = async () => {
    const items: Record<string, AttributeValue>[] = [];
    let start: Record<string, AttributeValue> | undefined;
    do {
      const page = await plumbing.db.send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey: start, FilterExpression: 'entity = :event', ExpressionAttributeValues: { ':event': { S: 'event' } } }));
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    const fresh = items
      .filter((item) => !seen.has(`${item.pk!.S}|${item.sk!.S}`))
      .sort((a, b) => a.timestamp!.S!.localeCompare(b.timestamp!.S!) || Number(a.sequence?.N ?? 0) - Number(b.sequence?.N ?? 0));
    return fresh.map((item) => {
      seen.add(`${item.pk!.S}|${item.sk!.S}`);
      return {
        type: item.type!.S!,
        record: {
          eventID: randomUUID(),
          eventName: 'INSERT',
          eventVersion: '1.1',
          eventSource: 'aws:dynamodb',
          awsRegion: REGION,
          dynamodb: { ApproximateCreationDateTime: Math.floor(Date.now() / 1000), Keys: { pk: item.pk, sk: item.sk }, NewImage: item, SequenceNumber: String(++sequence).padStart(21, '0'), SizeBytes: JSON.stringify(item).length, StreamViewType: 'NEW_IMAGE' },
          eventSourceARN: `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${TABLE}/stream/local`,
        },
      };
    });
  };
  /** Hands new outbox items to the consumers whose filter takes their type; how many records went out. */
  return async (consumers: readonly StreamConsumer[]): Promise<number> => {
    const records = await newRecords();
    let handed = 0;
    for (const consumer of consumers) {
      const batch = records.filter((r) => consumer.eventTypes.includes(r.type)).map((r) => r.record);
      if (batch.length === 0) continue;
      const { result, logs } = await plumbing.invoke(consumer.id, { Records: batch });
      const failed = failuresOf(result);
      if (failed.length > 0) throw new Error(`${consumer.id} failed stream records ${failed.join(', ')}: ${logs}`);
      handed += batch.length;
    }
    return handed;
  };
}

/** One batch from a work queue to its consumer, as the event source mapping does; how many messages went. */
export async function pumpQueue(plumbing: Plumbing & { invoke: Invoke; sqs: SQSClient; queueUrls: Map<string, string> }, queue: WorkQueueName, consumerId: string): Promise<number> {
  const url = plumbing.queueUrls.get(queue)!;
  const received = await plumbing.sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, AttributeNames: ['All'], MessageAttributeNames: ['All'] }));
  const messages = received.Messages ?? [];
  if (messages.length === 0) return 0;
  const records = messages.map((m) => ({
    messageId: m.MessageId!,
    receiptHandle: m.ReceiptHandle!,
    body: m.Body!,
    attributes: m.Attributes ?? {},
    messageAttributes: m.MessageAttributes ?? {},
    md5OfBody: m.MD5OfBody!,
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn(queue),
    awsRegion: REGION,
  }));
  const { result, logs } = await plumbing.invoke(consumerId, { Records: records });
  const failed = new Set(failuresOf(result));
  if (failed.size > 0) plumbing.failedBatches.push(`${consumerId}: ${[...failed].join(', ')}: ${logs}`);
  const done = messages.filter((m) => !failed.has(m.MessageId!));
  if (done.length > 0) await plumbing.sqs.send(new DeleteMessageBatchCommand({ QueueUrl: url, Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })) }));
  return messages.length;
}

/** Fires a schedule as EventBridge Scheduler does with an SQS target: its input, as is, becomes a message of the target queue. */
export async function fireSchedule(plumbing: { sqs: SQSClient; queueUrls: Map<string, string> }, targetArn: string, input: string): Promise<void> {
  const prefix = `arn:aws:sqs:${REGION}:${ACCOUNT}:${STAGE_STACK}-`;
  if (!targetArn.startsWith(prefix)) throw new Error(`a schedule targets ${targetArn}, not a queue of ${STAGE_STACK}`);
  const url = plumbing.queueUrls.get(targetArn.slice(prefix.length));
  if (!url) throw new Error(`a schedule targets ${targetArn}, which is not a queue of the stage`);
  await plumbing.sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: input }));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
