import { config } from './config';
import { AwsScheduler } from './scheduler/aws-scheduler';
import type { Scheduler } from './scheduler/port';
import { QUEUE_NAMES } from './queue/names';
import { queueUrlEnvName } from './queue/sqs-queues';

/**
 * The scheduler adapter of this container, in a module of its own so that only functions that
 * schedule bundle the EventBridge Scheduler client. In Lambda: EventBridge Scheduler, with the
 * group, role and target queue ARNs from the stack's environment; locally: the embedded scheduler.
 */
let installed: Scheduler | undefined;

export const installScheduler = (scheduler: Scheduler): void => {
  installed = scheduler;
};

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Invalid configuration: ${name} is required`);
  return value;
};

export const scheduler = (): Scheduler => {
  if (installed) return installed;
  config();
  // The ARNs of the queues this function may schedule into, and only those, as the stack sets them.
  const queueArns = Object.fromEntries(
    QUEUE_NAMES.flatMap((name) => {
      const arn = process.env[queueUrlEnvName(name).replace('QUEUE_URL_', 'QUEUE_ARN_')];
      return arn ? [[name, arn]] : [];
    }),
  );
  installed = new AwsScheduler({ groupName: required('SCHEDULE_GROUP'), roleArn: required('SCHEDULER_ROLE_ARN'), queueArns });
  return installed;
};
