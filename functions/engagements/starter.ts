import { type Queue } from '../core/queue/port';
import { ScheduleConflictError, type Scheduler, atExpression } from '../core/scheduler/port';
import { ENGAGEMENT_WORK_QUEUE, type EngagementWork } from './conversation';

/**
 * Starts engagements from their `engagement.scheduled` event, read from the change feed: because
 * the event is written in the same transaction as the engagement, no engagement is ever created
 * without a start. Engagements due within the queue's 15-minute delay get a delayed message;
 * later ones a one-time EventBridge schedule named after the engagement (a retry finds it exists).
 */

/** Beyond this, a schedule; below, a delayed message. */
const SCHEDULE_BEYOND_MS = 14 * 60_000;

export const scheduleName = (engagementId: string): string => `eng-${engagementId}`;

export interface ScheduledEventData {
  engagement_id: string;
  scheduled_at: string | null;
}

export const startOrSchedule = async (
  deps: { queue: Queue; scheduler: Scheduler; now: Date },
  orgId: string,
  data: ScheduledEventData,
): Promise<void> => {
  const work: EngagementWork = { type: 'start', org_id: orgId, engagement_id: data.engagement_id };
  const dueMs = data.scheduled_at ? Date.parse(data.scheduled_at) - deps.now.getTime() : 0;
  if (dueMs > SCHEDULE_BEYOND_MS) {
    try {
      await deps.scheduler.create({
        name: scheduleName(data.engagement_id),
        expression: atExpression(new Date(data.scheduled_at as string)),
        targetQueue: ENGAGEMENT_WORK_QUEUE,
        payload: work,
      });
    } catch (error) {
      if (!(error instanceof ScheduleConflictError)) throw error;
    }
    return;
  }
  await deps.queue.send(JSON.stringify(work), { delaySeconds: Math.max(0, Math.ceil(dueMs / 1000)) });
};
