/**
 * AwsScheduler at the command level. No EventBridge Scheduler emulator exists (local-aws-sqs and
 * DynamoDB Local have no counterpart for it), so these tests mock the SDK client with
 * aws-sdk-client-mock and check the exact command inputs sent and how service errors are mapped;
 * the firing behaviour itself is covered by LocalScheduler's tests.
 */
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  ThrottlingException,
  ValidationException,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AwsScheduler } from '../../../functions/core/scheduler/aws-scheduler';
import {
  atExpression,
  InvalidScheduleError,
  ScheduleConflictError,
} from '../../../functions/core/scheduler/port';

const ROLE = 'arn:aws:iam::123456789012:role/careloop-scheduler';
const QUEUE_ARN = 'arn:aws:sqs:us-east-1:123456789012:careloop-reminders';
const utc = (iso: string) => Date.parse(`${iso}Z`);
const MIN = 60_000;

const client = new SchedulerClient({
  region: 'us-east-1',
  credentials: { accessKeyId: 'fake', secretAccessKey: 'fake' },
});
const mock = mockClient(client);

let now = utc('2030-01-01T10:00:00');
const scheduler = new AwsScheduler({
  client,
  groupName: 'careloop',
  roleArn: ROLE,
  queueArns: { reminders: QUEUE_ARN },
  now: () => now,
});

const meta = { $metadata: {} };
/** Constructor options of a modeled service exception. */
const fault = (message: string) => ({ message, Message: message, $fault: 'client' as const, ...meta });

beforeEach(() => {
  mock.reset();
  now = utc('2030-01-01T10:00:00');
});
afterEach(() => mock.reset());

describe('AwsScheduler.create', () => {
  it('creates a one-time schedule that deletes itself after firing', async () => {
    mock.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule', ...meta });
    await scheduler.create({
      name: 'check-in.p-1.step-2',
      expression: atExpression(new Date(utc('2030-01-02T09:30:00'))),
      targetQueue: 'reminders',
      payload: { patientId: 'p-1', step: 2 },
    });
    const calls = mock.commandCalls(CreateScheduleCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toEqual({
      Name: 'check-in.p-1.step-2',
      GroupName: 'careloop',
      ScheduleExpression: 'at(2030-01-02T09:30:00)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: QUEUE_ARN, RoleArn: ROLE, Input: '{"patientId":"p-1","step":2}' },
    });
  });

  it('creates recurring schedules without deletion after completion', async () => {
    mock.on(CreateScheduleCommand).resolves(meta);
    await scheduler.create({ name: 'rate', expression: 'rate(5 minutes)', targetQueue: 'reminders', payload: 'r' });
    await scheduler.create({ name: 'cron', expression: 'cron(0 12 * * ? *)', targetQueue: 'reminders', payload: null });
    const inputs = mock.commandCalls(CreateScheduleCommand).map((c) => c.args[0].input);
    expect(inputs).toEqual([
      {
        Name: 'rate',
        GroupName: 'careloop',
        ScheduleExpression: 'rate(5 minutes)',
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'NONE',
        Target: { Arn: QUEUE_ARN, RoleArn: ROLE, Input: '"r"' },
      },
      {
        Name: 'cron',
        GroupName: 'careloop',
        ScheduleExpression: 'cron(0 12 * * ? *)',
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'NONE',
        Target: { Arn: QUEUE_ARN, RoleArn: ROLE, Input: 'null' },
      },
    ]);
  });

  it('maps ConflictException to ScheduleConflictError', async () => {
    mock.on(CreateScheduleCommand).rejects(new ConflictException(fault('Schedule dup already exists.')));
    const create = scheduler.create({ name: 'dup', expression: 'rate(1 day)', targetQueue: 'reminders', payload: 1 });
    await expect(create).rejects.toBeInstanceOf(ScheduleConflictError);
  });

  it('maps ValidationException to InvalidScheduleError and passes other errors through', async () => {
    mock
      .on(CreateScheduleCommand)
      .rejectsOnce(new ValidationException(fault('Invalid Schedule Expression')))
      .rejectsOnce(new ThrottlingException(fault('slow down')));
    const input = { name: 'x', expression: 'rate(1 day)', targetQueue: 'reminders', payload: 1 };
    await expect(scheduler.create(input)).rejects.toBeInstanceOf(InvalidScheduleError);
    await expect(scheduler.create(input)).rejects.toBeInstanceOf(ThrottlingException);
  });

  it('rejects bad names, expressions, payloads and queues before calling AWS', async () => {
    const ok = { name: 'ok', expression: 'rate(1 day)', targetQueue: 'reminders', payload: 1 };
    await expect(scheduler.create({ ...ok, name: 'no spaces' })).rejects.toBeInstanceOf(InvalidScheduleError);
    await expect(scheduler.create({ ...ok, name: 'x'.repeat(65) })).rejects.toBeInstanceOf(InvalidScheduleError);
    await expect(scheduler.create({ ...ok, expression: 'cron(0 12 * * *)' })).rejects.toBeInstanceOf(
      InvalidScheduleError,
    );
    await expect(scheduler.create({ ...ok, payload: undefined })).rejects.toBeInstanceOf(InvalidScheduleError);
    await expect(scheduler.create({ ...ok, targetQueue: 'unknown' })).rejects.toThrow(/Unknown queue/);
    expect(mock.commandCalls(CreateScheduleCommand)).toHaveLength(0);
  });
});

describe('AwsScheduler.get', () => {
  it('maps GetSchedule back to a ScheduleRecord', async () => {
    mock.on(GetScheduleCommand, { Name: 'once', GroupName: 'careloop' }).resolves({
      Name: 'once',
      GroupName: 'careloop',
      ScheduleExpression: 'at(2030-01-02T09:30:00)',
      ScheduleExpressionTimezone: 'UTC',
      State: 'ENABLED',
      Target: { Arn: QUEUE_ARN, RoleArn: ROLE, Input: '{"patientId":"p-1"}' },
      CreationDate: new Date(utc('2030-01-01T09:00:00')),
      ...meta,
    });
    expect(await scheduler.get('once')).toEqual({
      name: 'once',
      expression: 'at(2030-01-02T09:30:00)',
      targetQueue: 'reminders',
      payload: { patientId: 'p-1' },
      nextFireAt: utc('2030-01-02T09:30:00'),
    });
    expect(mock.commandCalls(GetScheduleCommand)[0]!.args[0].input).toEqual({ Name: 'once', GroupName: 'careloop' });
  });

  it('computes nextFireAt of rate schedules from their creation, and of cron schedules from now', async () => {
    const created = utc('2030-01-01T09:58:30');
    mock
      .on(GetScheduleCommand, { Name: 'rate' })
      .resolves({
        Name: 'rate',
        ScheduleExpression: 'rate(5 minutes)',
        State: 'ENABLED',
        Target: { Arn: QUEUE_ARN, RoleArn: ROLE, Input: '1' },
        CreationDate: new Date(created),
        ...meta,
      })
      .on(GetScheduleCommand, { Name: 'cron' })
      .resolves({
        Name: 'cron',
        ScheduleExpression: 'cron(0 12 ? * MON-FRI *)',
        State: 'ENABLED',
        Target: { Arn: QUEUE_ARN, RoleArn: ROLE, Input: '2' },
        CreationDate: new Date(created),
        ...meta,
      })
      .on(GetScheduleCommand, { Name: 'off' })
      .resolves({
        Name: 'off',
        ScheduleExpression: 'rate(5 minutes)',
        State: 'DISABLED',
        Target: { Arn: QUEUE_ARN, RoleArn: ROLE, Input: '3' },
        ...meta,
      });
    expect((await scheduler.get('rate'))?.nextFireAt).toBe(created + 5 * MIN); // 10:03:30
    now = utc('2030-01-04T12:00:01'); // a Friday, just after noon
    expect((await scheduler.get('cron'))?.nextFireAt).toBe(utc('2030-01-07T12:00:00'));
    expect((await scheduler.get('off'))?.nextFireAt).toBeNull();
  });

  it('returns undefined for ResourceNotFoundException', async () => {
    mock.on(GetScheduleCommand).rejects(new ResourceNotFoundException(fault('not found')));
    expect(await scheduler.get('missing')).toBeUndefined();
  });
});

describe('AwsScheduler.delete', () => {
  it('deletes by name in the group', async () => {
    mock.on(DeleteScheduleCommand).resolves(meta);
    await scheduler.delete('once');
    expect(mock.commandCalls(DeleteScheduleCommand)[0]!.args[0].input).toEqual({
      Name: 'once',
      GroupName: 'careloop',
    });
  });

  it('ignores ResourceNotFoundException but not other errors', async () => {
    mock
      .on(DeleteScheduleCommand)
      .rejectsOnce(new ResourceNotFoundException(fault('not found')))
      .rejectsOnce(new ThrottlingException(fault('slow down')));
    await expect(scheduler.delete('missing')).resolves.toBeUndefined();
    await expect(scheduler.delete('missing')).rejects.toBeInstanceOf(ThrottlingException);
  });
});
