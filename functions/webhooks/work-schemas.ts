import * as z from 'zod/mini';
import { EVENT_TYPES } from '../core/events/catalog';

/** Schemas of the delivery log, dead letters, replay and test endpoints. */

export const PageQuerySchema = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});

export const ReplayBodySchema = z.strictObject({
  event_ids: z.array(z.string().check(z.regex(/^evt_[0-9a-z]{26}$/))).check(z.minLength(1), z.maxLength(100)),
});

export const TestBodySchema = z.strictObject({ event: z.enum(EVENT_TYPES) });

const Attempt = z.object({
  event_id: z.string(),
  event: z.string(),
  attempt: z.number(),
  status_code: z.nullable(z.number()),
  latency_ms: z.number(),
  error: z.nullable(z.string()),
  delivered: z.boolean(),
  next_retry_at: z.nullable(z.string()),
  at: z.string(),
});

export const AttemptListSchema = z.object({ data: z.array(Attempt), has_more: z.boolean(), next_cursor: z.nullable(z.string()) });

export const DeadLetterListSchema = z.object({
  data: z.array(
    z.object({
      event_id: z.string(),
      event: z.string(),
      attempts: z.number(),
      last_status_code: z.nullable(z.number()),
      last_error: z.nullable(z.string()),
      dead_at: z.string(),
    }),
  ),
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
});

export const ReplayResultSchema = z.object({ replayed: z.array(z.string()), not_found: z.array(z.string()) });

export const TestResultSchema = z.object({
  event: z.string(),
  event_id: z.string(),
  success: z.boolean(),
  status_code: z.nullable(z.number()),
  latency_ms: z.number(),
  error: z.nullable(z.string()),
});
