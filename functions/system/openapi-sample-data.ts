import type { EventType } from '../core/events/catalog';

/**
 * Hand-written examples where the generated ones (./openapi-examples.ts) would not pass the
 * operation's schema or would not read as real data. Keyed by operationId and status code.
 */
export const OPERATION_EXAMPLES: Record<string, { request?: unknown; responses?: Record<number, unknown> }> = {};

/** Event data examples by event type, where the generated one needs help. */
export const EVENT_EXAMPLES: Partial<Record<EventType, unknown>> = {};
