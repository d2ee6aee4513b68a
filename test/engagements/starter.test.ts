/**
 * The starter with the AWS adapters at the command level: no EventBridge Scheduler emulator
 * exists, so the SDK client is mocked (aws-sdk-client-mock) and the exact CreateSchedule input an
 * engagement produces is checked; a near engagement gets a delayed message on the local queue.
 */
import { ConflictException, CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteQueues } from '../../functions/core/queue/sqlite-queues';
import { AwsScheduler } from '../../functions/core/scheduler/aws-scheduler';
import { startOrSchedule } from '../../functions/engagements/starter';

const client = new SchedulerClient({ region: 'us-east-1', credentials: { accessKeyId: 'fake', secretAccessKey: 'fake' } });
const mock = mockClient(client);
const QUEUE_ARN = 'arn:aws:sqs:us-east-1:123456789012:careloop-sandbox-engagement-work';
const ROLE_ARN = 'arn:aws:iam::123456789012:role/careloop-sandbox-scheduler';
const scheduler = new AwsScheduler({ client, groupName: 'careloop-sandbox', roleArn: ROLE_ARN, queueArns: { 'engagement-work': QUEUE_ARN } });
const queues = SqliteQueues.open(path.join(mkdtempSync(path.join(tmpdir(), 'careloop-starter-')), 'q.db'), [
  { name: 'engagement-work', visibilityTimeoutSeconds: 30 },
]);
const now = new Date('2030-01-01T10:00:00Z');

beforeEach(() => mock.reset());

describe('startOrSchedule', () => {
  it('creates one one-time schedule, named after the engagement, that sends the start message to the work queue', async () => {
    mock.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });
    await startOrSchedule({ queue: queues.get('engagement-work'), scheduler, now }, 'org_1', {
      engagement_id: 'eng_01abc',
      scheduled_at: '2030-01-02T09:30:00.000Z',
    });
    const calls = mock.commandCalls(CreateScheduleCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toMatchObject({
      Name: 'eng-eng_01abc',
      GroupName: 'careloop-sandbox',
      ScheduleExpression: 'at(2030-01-02T09:30:00)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: QUEUE_ARN, RoleArn: ROLE_ARN },
    });
    expect(JSON.parse(calls[0]?.args[0].input.Target?.Input as string)).toEqual({ type: 'start', org_id: 'org_1', engagement_id: 'eng_01abc' });
  });

  it('treats an existing schedule of that name as done (a retried event creates no second one)', async () => {
    mock.on(CreateScheduleCommand).rejects(new ConflictException({ message: 'exists', Message: 'exists', $metadata: {} }));
    await expect(
      startOrSchedule({ queue: queues.get('engagement-work'), scheduler, now }, 'org_1', { engagement_id: 'eng_01abc', scheduled_at: '2030-01-02T09:30:00.000Z' }),
    ).resolves.toBeUndefined();
  });

  it('sends a delayed start message when the engagement is due within the queue delay, and no schedule', async () => {
    await startOrSchedule({ queue: queues.get('engagement-work'), scheduler, now: new Date() }, 'org_1', {
      engagement_id: 'eng_now',
      scheduled_at: new Date().toISOString(),
    });
    expect(mock.commandCalls(CreateScheduleCommand)).toHaveLength(0);
    const [message] = await queues.get('engagement-work').receive({ waitSeconds: 2 });
    expect(JSON.parse(message?.body ?? '{}')).toEqual({ type: 'start', org_id: 'org_1', engagement_id: 'eng_now' });
  });
});
