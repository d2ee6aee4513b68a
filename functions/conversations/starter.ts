import type { EngagementItem } from '../engagements/schemas';
import type { ScheduledEventData } from '../engagements/starter';
import { fieldsOf } from './fields';
import type { Priority } from './schemas';

/**
 * When a conversation's start is due (docs/decisions.md 96). Conversations start like engagements
 * (the starter reads `conversation.scheduled` from the change feed), but their priority orders the
 * starts due at the same time: an urgent start is sent at its time, a high one a second later, a
 * normal one two seconds later, so the engagement worker takes urgent ahead of high ahead of normal.
 */
export const PRIORITY_DELAY_SECONDS: Record<Priority, number> = { urgent: 0, high: 1, normal: 2 };

export const conversationStart = (item: EngagementItem): ScheduledEventData => {
  const due = Date.parse(item.scheduled_at ?? item.created_at) + PRIORITY_DELAY_SECONDS[fieldsOf(item).priority] * 1000;
  return { engagement_id: item.id, scheduled_at: new Date(due).toISOString() };
};
