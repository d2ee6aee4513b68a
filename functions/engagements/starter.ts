import { type Queue } from '../core/queue/port';
import type { Scheduler } from '../core/scheduler/port';
import { sendLater } from '../core/scheduler/send-later';
import type { EngagementWork } from './conversation';

/**
 * Starts engagements from their `engagement.scheduled` event, read from the change feed: because
 * the event is written in the same transaction as the engagement, no engagement is ever created
 * without a start. Engagements due within the queue's 15-minute delay get a delayed message;
 * later ones a one-time EventBridge schedule named after the engagement (a retry finds it exists;
 * cancel deletes it).
 */

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
  const dueAt = data.scheduled_at ? new Date(data.scheduled_at) : deps.now;
  await sendLater({ queue: deps.queue, scheduler: () => deps.scheduler }, { payload: work, dueAt, scheduleName: scheduleName(data.engagement_id), now: deps.now });
};
