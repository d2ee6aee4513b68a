import { MAX_DELAY_SECONDS, type Queue } from '../queue/port';
import { ScheduleConflictError, type Scheduler, atExpression } from './port';

/**
 * Puts a message on a queue after any delay: a delayed message up to SQS's 15 minutes, beyond that
 * a one-time schedule that puts the same message on the same queue when it is due (decision 30).
 * The schedule's name must name the message (what it is for, not when it was sent), so a retried
 * send finds the schedule exists and makes no second one.
 */

export interface LaterSend {
  /** The message, JSON-serialized as the body. */
  payload: unknown;
  /** When the message is due: a delayed message rounds up to the second, a schedule down to it. */
  dueAt: Date;
  /** The one-time schedule's name, used only beyond the queue's delay. */
  scheduleName: string;
  now: Date;
}

/** Resolves to how the message travels. The scheduler is resolved only when a schedule is needed. */
export const sendLater = async (
  deps: { queue: Queue; scheduler: () => Scheduler },
  send: LaterSend,
): Promise<'message' | 'schedule'> => {
  const delaySeconds = Math.max(0, Math.ceil((send.dueAt.getTime() - send.now.getTime()) / 1000));
  if (delaySeconds <= MAX_DELAY_SECONDS) {
    await deps.queue.send(JSON.stringify(send.payload), { delaySeconds });
    return 'message';
  }
  try {
    await deps.scheduler().create({
      name: send.scheduleName,
      expression: atExpression(send.dueAt),
      targetQueue: deps.queue.name,
      payload: send.payload,
    });
  } catch (error) {
    if (!(error instanceof ScheduleConflictError)) throw error;
  }
  return 'schedule';
};
