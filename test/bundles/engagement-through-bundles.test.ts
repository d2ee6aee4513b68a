/**
 * One sandbox engagement end to end through the deployed packages only (docs/bundles.md): the
 * app's bundles, copied outside the repository, each invoked as Lambda would invoke it (a fresh
 * Node process per invocation, the template's handler string and environment) against DynamoDB
 * Local and local-aws-sqs. The test plays the AWS plumbing between them: API Gateway (HTTP API v2
 * events), the table's stream (each new outbox item, marshalled as a NEW_IMAGE INSERT record, to
 * the consumers whose filter takes its type) and the event source mappings (SQS batches received
 * from the local queues, deleted unless reported as failed). The engagement goes create → start →
 * the simulated patient's conversation → the signed `engagement.completed` webhook at a local
 * receiver.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { CreateTableCommand, type DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createSqsServer } from 'local-aws-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationInStage } from '../../functions/auth/onboarding';
import { streamConsumers } from '../../functions/consumers';
import { newId } from '../../functions/core/ids';
import { QUEUE_NAMES, type WorkQueueName } from '../../functions/core/queue/names';
import { queueUrlEnvName } from '../../functions/core/queue/sqs-queues';
import { createTableInput, DynamoStore } from '../../functions/core/storage/dynamo-store';
import { verifyWebhook } from '../../functions/webhooks/receiver';
import { type DynamoLocal, javaAvailable, startDynamoLocal } from '../core/storage/dynamo-local';
import { type DeployedFunction, type DeployedPackages, lambdaEnvironment, moduleOf, synthesizePackages } from './packages';

const STAGE_STACK = 'careloop-sandbox';
const REGION = 'us-east-1';
const ACCOUNT = '123456789012';
const TABLE = 'careloop-sandbox-bundles';
const BUS = 'careloop-sandbox-bundles';
const SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuv';

const java = javaAvailable();

let packages: DeployedPackages;
let dynamo: DynamoLocal;
let db: DynamoDBClient;
let sqsServer: Server;
let sqs: SQSClient;
let sqsEndpoint: string;
let awsFake: Server;
let awsFakeEndpoint: string;
let receiver: Server;
let receiverUrl: string;
const queueUrls = new Map<string, string>();
/** PutEvents entries the fake EventBridge took; other AWS calls (none expected on this path). */
const busEntries: Array<{ DetailType: string }> = [];
const unexpectedAwsCalls: string[] = [];
const deliveries: Array<{ headers: IncomingMessage['headers']; body: string }> = [];

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server?: Server): Promise<void> => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
const readBody = async (request: IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
};

/** Stands in for the AWS services the path touches beyond the table and the queues: EventBridge PutEvents. */
const startAwsFake = () =>
  createServer(async (request, response) => {
    const body = await readBody(request);
    const target = String(request.headers['x-amz-target'] ?? `${request.method} ${request.url}`);
    if (target === 'AWSEvents.PutEvents') {
      const entries = (JSON.parse(body) as { Entries: Array<{ DetailType: string }> }).Entries;
      busEntries.push(...entries);
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      return void response.end(JSON.stringify({ FailedEntryCount: 0, Entries: entries.map(() => ({ EventId: randomUUID() })) }));
    }
    unexpectedAwsCalls.push(target);
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ __type: 'ValidationException', message: `not served by the test: ${target}` }));
  });

beforeAll(async () => {
  if (!java) return;
  packages = synthesizePackages();
  dynamo = await startDynamoLocal();
  db = dynamo.client();
  await db.send(new CreateTableCommand(createTableInput(TABLE)));
  sqsServer = await createSqsServer({ port: 0, hostname: '127.0.0.1', region: REGION, accountId: ACCOUNT, emulateQueueCreationLifecycle: false });
  sqsEndpoint = `http://127.0.0.1:${(sqsServer.address() as AddressInfo).port}`;
  sqs = new SQSClient({ region: REGION, endpoint: sqsEndpoint, credentials: { accessKeyId: 'fake', secretAccessKey: 'fake' } });
  for (const name of QUEUE_NAMES) {
    // A short visibility timeout: a batch item a consumer reports as failed comes back within the test.
    const created = await sqs.send(new CreateQueueCommand({ QueueName: `${STAGE_STACK}-${name}`, Attributes: { VisibilityTimeout: '2' } }));
    queueUrls.set(name, created.QueueUrl!);
  }
  awsFake = startAwsFake();
  awsFakeEndpoint = await listen(awsFake);
  receiver = createServer(async (request, response) => {
    deliveries.push({ headers: request.headers, body: await readBody(request) });
    response.writeHead(204).end();
  });
  receiverUrl = await listen(receiver);
}, 600_000);

afterAll(async () => {
  sqs?.destroy();
  await Promise.all([close(sqsServer), close(awsFake), close(receiver)]);
  await dynamo?.stop();
  packages?.remove();
});

const deployed = (id: string): DeployedFunction => {
  const fn = packages.functions.find((f) => f.id === id && f.stage === STAGE_STACK);
  if (!fn) throw new Error(`no deployed function ${id} in ${STAGE_STACK}`);
  return fn;
};

/** The template's references, resolved to the local stand-ins; what the test changes beyond them is named here. */
const environmentOf = (fn: DeployedFunction): Record<string, string | undefined> => ({
  ...lambdaEnvironment(fn, (name) => {
    if (name === 'TABLE_NAME') return TABLE;
    if (name === 'EVENT_BUS_NAME') return BUS;
    const queue = QUEUE_NAMES.find((q) => queueUrlEnvName(q) === name);
    if (queue) return queueUrls.get(queue);
    const arnOf = QUEUE_NAMES.find((q) => queueUrlEnvName(q).replace('QUEUE_URL_', 'QUEUE_ARN_') === name);
    if (arnOf) return `arn:aws:sqs:${REGION}:${ACCOUNT}:${STAGE_STACK}-${arnOf}`;
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
const invocations = new Map<string, number>();
const invoke = (id: string, event: unknown): Promise<{ result: any; logs: string }> => {
  const fn = deployed(id);
  invocations.set(id, (invocations.get(id) ?? 0) + 1);
  const { file, exportName } = moduleOf(fn);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', INVOKER, pathToFileURL(file).href, exportName, fn.id], { env: environmentOf(fn), cwd: packages.copies });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const at = stdout.lastIndexOf(RESULT_MARK);
      if (code !== 0 || at < 0) return reject(new Error(`${id} exited ${code}: ${stderr.slice(-2000)} ${stdout.slice(-2000)}`));
      resolve({ result: JSON.parse(stdout.slice(at + RESULT_MARK.length)), logs: `${stdout.slice(0, at)}${stderr}`.slice(-3000) });
    });
    child.stdin.end(JSON.stringify(event));
  });
};

/** An API Gateway HTTP API (payload 2.0) request event. */
const httpEvent = (method: string, routePath: string, rawPath: string, apiKey: string, body: unknown, pathParameters?: Record<string, string>) => {
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

/** The stream as the event source mapping reads it: outbox items not yet handed over, in the order they were written. */
const seenEvents = new Set<string>();
let streamSequence = 0;
const newOutboxRecords = async () => {
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey: start, FilterExpression: 'entity = :event', ExpressionAttributeValues: { ':event': { S: 'event' } } }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  const fresh = items
    .filter((item) => !seenEvents.has(`${item.pk!.S}|${item.sk!.S}`))
    .sort((a, b) => a.timestamp!.S!.localeCompare(b.timestamp!.S!) || Number(a.sequence?.N ?? 0) - Number(b.sequence?.N ?? 0));
  return fresh.map((item) => {
    seenEvents.add(`${item.pk!.S}|${item.sk!.S}`);
    const sequence = String(++streamSequence).padStart(21, '0');
    return {
      type: item.type!.S!,
      record: {
        eventID: randomUUID(),
        eventName: 'INSERT',
        eventVersion: '1.1',
        eventSource: 'aws:dynamodb',
        awsRegion: REGION,
        dynamodb: { ApproximateCreationDateTime: Math.floor(Date.now() / 1000), Keys: { pk: item.pk, sk: item.sk }, NewImage: item, SequenceNumber: sequence, SizeBytes: JSON.stringify(item).length, StreamViewType: 'NEW_IMAGE' },
        eventSourceARN: `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${TABLE}/stream/local`,
      },
    };
  });
};

/** Queue batches a consumer reported failures in (their messages come back after the visibility timeout). */
const failedBatches: string[] = [];
const failuresOf = (result: any): string[] => (result?.batchItemFailures ?? []).map((failure: { itemIdentifier: string }) => failure.itemIdentifier);

/** Hands new outbox items to the stream consumers whose filter takes their type; how many records went out. */
const pumpStream = async (): Promise<number> => {
  const records = await newOutboxRecords();
  let handed = 0;
  for (const consumer of [streamConsumers.engagementStarter, streamConsumers.webhookRelay]) {
    const batch = records.filter((r) => (consumer.eventTypes as readonly string[]).includes(r.type)).map((r) => r.record);
    if (batch.length === 0) continue;
    const { result, logs } = await invoke(consumer.id, { Records: batch });
    const failed = failuresOf(result);
    if (failed.length > 0) throw new Error(`${consumer.id} failed stream records ${failed.join(', ')}: ${logs}`);
    handed += batch.length;
  }
  return handed;
};

/** One batch from a work queue to its consumer, as the event source mapping does; how many messages went. */
const pumpQueue = async (queue: WorkQueueName, consumerId: string): Promise<number> => {
  const url = queueUrls.get(queue)!;
  const received = await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, AttributeNames: ['All'], MessageAttributeNames: ['All'] }));
  const messages = received.Messages ?? [];
  if (messages.length === 0) return 0;
  const arn = `arn:aws:sqs:${REGION}:${ACCOUNT}:${STAGE_STACK}-${queue}`;
  const records = messages.map((m) => ({
    messageId: m.MessageId!,
    receiptHandle: m.ReceiptHandle!,
    body: m.Body!,
    attributes: m.Attributes ?? {},
    messageAttributes: m.MessageAttributes ?? {},
    md5OfBody: m.MD5OfBody!,
    eventSource: 'aws:sqs',
    eventSourceARN: arn,
    awsRegion: REGION,
  }));
  const { result, logs } = await invoke(consumerId, { Records: records });
  const failed = new Set(failuresOf(result));
  if (failed.size > 0) failedBatches.push(`${consumerId}: ${[...failed].join(', ')}: ${logs}`);
  const done = messages.filter((m) => !failed.has(m.MessageId!));
  if (done.length > 0) await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: url, Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })) }));
  return messages.length;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!java)('one sandbox engagement through the deployed bundles (needs Java for DynamoDB Local)', () => {
  it('is created, started, conversed with and delivered as a signed engagement.completed webhook', async () => {
    // The organization and its key, written as onboarding writes them, in the same table.
    const orgId = newId('org');
    const store = new DynamoStore({ tableName: TABLE, client: db });
    const { api_key: apiKey } = await createOrganizationInStage(store, 'sandbox', { id: orgId, name: 'Bundle Clinic' });

    const { result: subscribed, logs: subscribeLogs } = await invoke('CreateWebhook', httpEvent('POST', '/v1/webhooks', '/v1/webhooks', apiKey, { url: `${receiverUrl}/hooks`, events: ['engagement.completed'], secret: SECRET }));
    expect(subscribed.statusCode, `${subscribed.body} ${subscribeLogs}`).toBe(201);

    const { result: created, logs: createLogs } = await invoke(
      'CreateEngagement',
      httpEvent('POST', '/v1/engagements', '/v1/engagements', apiKey, { patient: { id: 'bundle-patient', phone: '+15005550100', preferred_channel: 'sms' }, protocol: 'medication_adherence', trigger_type: 'immediate' }),
    );
    expect(created.statusCode, `${created.body} ${createLogs}`).toBe(201);
    const engagementId = JSON.parse(created.body).id as string;

    // The AWS plumbing, until the receiver has the completion (bounded: a stuck chain fails here, not by a hang).
    // Quiet for 5 s (longer than the queues' visibility timeout, so a failed batch has come back): nothing more will come.
    let rounds = 0;
    for (let idle = 0; rounds < 300 && idle < 25 && !deliveries.some((d) => d.body.includes('engagement.completed')); rounds++) {
      const moved = (await pumpStream()) + (await pumpQueue('engagement-work', 'EngagementWorker')) + (await pumpQueue('webhook-deliveries', 'WebhookDelivery'));
      idle = moved === 0 ? idle + 1 : 0;
      if (moved === 0) await sleep(200);
    }
    expect(unexpectedAwsCalls).toEqual([]);
    expect([...invocations.keys()].sort()).toEqual(['CreateEngagement', 'CreateWebhook', 'EngagementStarter', 'EngagementWorker', 'WebhookDelivery', 'WebhookRelay']);
    const completed = deliveries.find((d) => d.body.includes('engagement.completed'));
    expect(completed, `no engagement.completed delivery after ${rounds} rounds; failed batches: ${failedBatches.join('\n')}`).toBeDefined();
    const envelope = verifyWebhook({ rawBody: completed!.body, headers: completed!.headers as Record<string, string>, secret: SECRET }) as unknown as { event: string; data: Record<string, any> };
    expect(envelope.event).toBe('engagement.completed');
    expect(envelope.data).toMatchObject({ engagement_id: engagementId });
    // The relay published the same events to the stage's bus.
    expect(busEntries.map((entry) => entry.DetailType)).toEqual(expect.arrayContaining(['engagement.scheduled', 'engagement.started', 'engagement.completed']));
  }, 300_000);
});
