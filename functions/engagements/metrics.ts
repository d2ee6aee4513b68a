import type { EventType } from '../core/events/catalog';
import type { MetricName } from '../core/metrics/port';
import { metrics } from '../core/runtime-metrics';
import type { WriteOperation } from '../core/storage/port';

/**
 * An engagement's lifecycle in metrics: counted from the events a committed step wrote, so a
 * metric moves exactly when the event integrators receive is written (a step that lost its
 * version race wrote nothing and counts nothing).
 */
const LIFECYCLE_METRICS: Partial<Record<EventType, MetricName>> = {
  'engagement.started': 'EngagementsStarted',
  'engagement.completed': 'EngagementsCompleted',
  'engagement.escalated': 'EngagementsEscalated',
  'engagement.failed': 'EngagementsFailed',
};

export const countLifecycleEvents = (writes: readonly WriteOperation[]): void => {
  for (const write of writes) {
    const item = 'put' in write ? write.put : undefined;
    const metric = item?.entity === 'event' ? LIFECYCLE_METRICS[item.type as EventType] : undefined;
    if (metric) metrics().add(metric);
  }
};
