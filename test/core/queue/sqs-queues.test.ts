/**
 * SqsQueues against local-aws-sqs (an in-process SQS emulator speaking the SDK's JSON protocol),
 * plus unit checks of the error mapping and the environment helper.
 *
 * local-aws-sqs quirks met here (the contract states them as options):
 * - it accepts a stale receipt handle on DeleteMessage and ChangeMessageVisibility (SQS documents
 *   that DeleteMessage with a stale handle succeeds too, so that check is SQLite-only);
 * - ChangeMessageVisibility increments ApproximateReceiveCount;
 * - it returns system attributes only for the deprecated `AttributeNames` parameter (SqsQueues
 *   sends both that and `MessageSystemAttributeNames`);
 * - it moves a message to the DLQ when its visibility timeout ends with receiveCount >=
 *   maxReceiveCount, not on the next receive as SQS does (the contract accepts both).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateQueueCommand,
  ReceiveMessageCommand,
  SQSClient,
  SQSServiceException,
} from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { createSqsServer } from 'local-aws-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidQueueParameterError, ReceiptHandleInvalidError } from '../../../functions/core/queue/port';
import {
  mapSqsError,
  queueUrlEnvName,
  queueUrlsFromEnv,
  SqsQueues,
} from '../../../functions/core/queue/sqs-queues';
import { describeQueueContract } from './queue-contract';

const REGION = 'us-east-1';
const ACCOUNT = '123456789012';

let server: Server;
let client: SQSClient;

beforeAll(async () => {
  // Port 0: the OS picks a free port.
  server = await createSqsServer({
    port: 0,
    hostname: '127.0.0.1',
    region: REGION,
    accountId: ACCOUNT,
    emulateQueueCreationLifecycle: false,
  });
  const { port } = server.address() as AddressInfo;
  client = new SQSClient({
    region: REGION,
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'fake', secretAccessKey: 'fake' },
  });
});

afterAll(async () => {
  client?.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describeQueueContract(
  'SqsQueues on local-aws-sqs',
  async (definitions) => {
    const urls: Record<string, string> = {};
    // Dead-letter queues first: a RedrivePolicy must point at an existing queue.
    const ordered = [...definitions].sort((a, b) => Number(!!a.deadLetter) - Number(!!b.deadLetter));
    for (const definition of ordered) {
      const attributes: Record<string, string> = {
        VisibilityTimeout: String(definition.visibilityTimeoutSeconds),
      };
      if (definition.deadLetter) {
        attributes.RedrivePolicy = JSON.stringify({
          deadLetterTargetArn: `arn:aws:sqs:${REGION}:${ACCOUNT}:${definition.deadLetter.queue}`,
          maxReceiveCount: definition.deadLetter.maxReceiveCount,
        });
      }
      const out = await client.send(new CreateQueueCommand({ QueueName: definition.name, Attributes: attributes }));
      urls[definition.name] = out.QueueUrl!;
    }
    return { queues: new SqsQueues({ client, urls }) };
  },
  { rejectsStaleReceiptHandle: false, changeVisibilityCountsAsReceive: true },
);

describe('SqsQueues requests', () => {
  it('asks for the receive count and sent time, and passes receive options through', async () => {
    const mock = mockClient(SQSClient);
    try {
      mock.on(ReceiveMessageCommand).resolves({
        Messages: [
          {
            MessageId: 'm-1',
            ReceiptHandle: 'h-1',
            Body: 'hi',
            Attributes: { ApproximateReceiveCount: '3', SentTimestamp: '1700000000000' },
          },
        ],
      });
      const queues = new SqsQueues({ client: new SQSClient({ region: REGION }), urls: { jobs: 'https://q/jobs' } });
      const got = await queues.get('jobs').receive({ maxMessages: 5, visibilityTimeoutSeconds: 7, waitSeconds: 20 });
      expect(got).toEqual([{ id: 'm-1', body: 'hi', receiptHandle: 'h-1', receiveCount: 3, sentAt: 1_700_000_000_000 }]);
      expect(mock.commandCalls(ReceiveMessageCommand)[0]!.args[0].input).toEqual({
        QueueUrl: 'https://q/jobs',
        MaxNumberOfMessages: 5,
        VisibilityTimeout: 7,
        WaitTimeSeconds: 20,
        MessageSystemAttributeNames: ['ApproximateReceiveCount', 'SentTimestamp'],
        AttributeNames: ['ApproximateReceiveCount', 'SentTimestamp'],
      });
    } finally {
      mock.restore();
    }
  });

  it('throws for an unknown logical queue name', () => {
    const queues = new SqsQueues({ client, urls: { jobs: 'https://q/jobs' } });
    expect(() => queues.get('other')).toThrow(/Unknown queue: other/);
  });
});

describe('mapSqsError', () => {
  const sqsError = (name: string, message: string, code?: string) => {
    const e = new SQSServiceException({ name, $fault: 'client', $metadata: {}, message });
    if (code) Object.assign(e, { Code: code });
    return e;
  };

  it('maps bad receipt handles to ReceiptHandleInvalidError', () => {
    expect(mapSqsError(sqsError('ReceiptHandleIsInvalid', 'bad'))).toBeInstanceOf(ReceiptHandleInvalidError);
    expect(mapSqsError(sqsError('MessageNotInflight', 'not in flight'))).toBeInstanceOf(ReceiptHandleInvalidError);
    expect(
      mapSqsError(
        sqsError(
          'InvalidParameterValue',
          'Value abc for parameter ReceiptHandle is invalid. Reason: The receipt handle has expired.',
        ),
      ),
    ).toBeInstanceOf(ReceiptHandleInvalidError);
  });

  it('maps bad parameters to InvalidQueueParameterError, by name or query-compatible code', () => {
    expect(mapSqsError(sqsError('InvalidParameterValue', 'DelaySeconds'))).toBeInstanceOf(InvalidQueueParameterError);
    expect(
      mapSqsError(sqsError('com.amazon.coral.validate#ValidationException', 'x', 'InvalidParameterValue')),
    ).toBeInstanceOf(InvalidQueueParameterError);
  });

  it('leaves other errors alone', () => {
    const e = sqsError('QueueDoesNotExist', 'gone');
    expect(mapSqsError(e)).toBe(e);
    expect(mapSqsError('text')).toBe('text');
  });
});

describe('queueUrlsFromEnv', () => {
  it('reads QUEUE_URL_<NAME_UPPER_SNAKE>', () => {
    expect(queueUrlEnvName('webhook-deliveries')).toBe('QUEUE_URL_WEBHOOK_DELIVERIES');
    expect(queueUrlEnvName('checkIns')).toBe('QUEUE_URL_CHECK_INS');
    expect(
      queueUrlsFromEnv(
        { QUEUE_URL_WEBHOOK_DELIVERIES: 'https://a', QUEUE_URL_CHECK_INS_DLQ: 'https://b', OTHER: 'x' },
        ['webhook-deliveries', 'check-ins.dlq'],
      ),
    ).toEqual({ 'webhook-deliveries': 'https://a', 'check-ins.dlq': 'https://b' });
  });

  it('names every missing variable', () => {
    expect(() => queueUrlsFromEnv({}, ['a-b', 'c'])).toThrow(/QUEUE_URL_A_B, QUEUE_URL_C/);
  });
});
