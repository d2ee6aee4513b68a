import * as z from 'zod/mini';
import { EVENT_TYPES } from '../core/events/catalog';

/**
 * Webhook subscriptions (SPEC "Webhook subscription", DESIGN §9): requests, the stored item and
 * responses. The URL's target and the secret's environment prefix are checked beyond these
 * schemas (`functions/webhooks/subscriptions.ts`): the first needs name resolution, the second the
 * caller's stage, and neither error may echo a secret.
 */

const Timestamp = z.iso.datetime({ offset: true });

export const WEBHOOK_STATUSES = ['active', 'disabled'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;

/** Subscriptions per organization and stage; one more is a 400 `invalid_request` (DESIGN §9 leaves the limit open). */
export const MAX_SUBSCRIPTIONS = 25;

export const SECRET_MIN_LENGTH = 24;
export const SECRET_MAX_LENGTH = 256;
/** Printable ASCII without spaces: the secret is an HMAC key and must survive copying between systems. */
export const SECRET_CHARACTERS = /^[\x21-\x7E]+$/;

/** `*`: every event, now and later. */
export const ALL_EVENTS = '*';
export const WEBHOOK_EVENT_NAMES = [...EVENT_TYPES, ALL_EVENTS] as const;

export const WebhookUrlSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(2048),
  z.describe('Delivery target: an https URL whose host is and resolves to public addresses only; no credentials in it'),
);

export const WebhookEventsSchema = z.array(z.enum(WEBHOOK_EVENT_NAMES)).check(
  z.minLength(1),
  z.maxLength(50),
  z.refine((events) => !events.includes(ALL_EVENTS) || events.every((event) => event === ALL_EVENTS), {
    message: '"*" alone (it already stands for every event), or a list of event names',
  }),
);

/** Checked for its prefix and length by `checkSecret`, where the error can leave the value out. */
export const WebhookSecretSchema = z.string().check(
  z.describe(
    `Signing secret (HMAC-SHA256 key): whsec_live_… in production, whsec_test_… in sandbox, ${SECRET_MIN_LENGTH}–${SECRET_MAX_LENGTH} printable ASCII characters. Stored, never returned.`,
  ),
);

/** A protocol id, or a prefix of one followed by `*` (`*` alone matches every protocol). */
export const PROTOCOL_PATTERN = /^[A-Za-z0-9_.:-]{0,128}\*?$/;

const ProtocolPatternSchema = z.string().check(
  z.minLength(1),
  z.refine((pattern) => PROTOCOL_PATTERN.test(pattern), {
    message: 'a protocol id, optionally ending in * (letters, digits, _ . : -; * only at the end)',
  }),
);

export const WebhookFiltersSchema = z.strictObject({
  protocol: z.optional(z.array(ProtocolPatternSchema).check(z.minLength(1), z.maxLength(50))),
  risk_level: z.optional(z.array(z.enum(RISK_LEVELS)).check(z.minLength(1), z.maxLength(RISK_LEVELS.length))),
});
export type WebhookFiltersInput = z.infer<typeof WebhookFiltersSchema>;

/** POST /v1/webhooks. */
export const WebhookCreateSchema = z.strictObject({
  url: WebhookUrlSchema,
  events: WebhookEventsSchema,
  secret: WebhookSecretSchema,
  filters: z.optional(WebhookFiltersSchema),
});
export type WebhookCreate = z.infer<typeof WebhookCreateSchema>;

/** PATCH /v1/webhooks/{webhook_id}: the fields to change; `filters` replaces the whole filters object (`{}` removes them). */
export const WebhookUpdateSchema = z.strictObject({
  url: z.optional(WebhookUrlSchema),
  events: z.optional(WebhookEventsSchema),
  secret: z.optional(WebhookSecretSchema),
  filters: z.optional(WebhookFiltersSchema),
  status: z.optional(z.enum(WEBHOOK_STATUSES)),
});

export const WebhookIdParamsSchema = z.object({ webhook_id: z.string().check(z.regex(/^whk_[0-9a-z]{26}$/)) });

/** Filters as stored and answered: only the keys that were given, lists without duplicates. */
export const StoredFiltersSchema = z.object({
  protocol: z.optional(z.array(z.string())),
  risk_level: z.optional(z.array(z.string())),
});
export type WebhookFilters = z.infer<typeof StoredFiltersSchema>;

/**
 * The stored subscription, secret included (the delivery worker signs with it; the table is
 * KMS-encrypted). Loose: attributes other writers add (delivery statistics) survive a read.
 * Events are plain strings here so that a retired event name never makes an item unreadable.
 */
export const WebhookSubscriptionItemSchema = z.looseObject({
  pk: z.string(),
  sk: z.string(),
  entity: z.literal('webhook_subscription'),
  id: z.string(),
  org_id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  secret: z.string(),
  filters: StoredFiltersSchema,
  status: z.enum(WEBHOOK_STATUSES),
  created_at: Timestamp,
  updated_at: Timestamp,
  version: z.number().check(z.int(), z.minimum(1)),
});
export type WebhookSubscription = z.infer<typeof WebhookSubscriptionItemSchema>;

/** A subscription as the API answers it: never the secret. */
export const WebhookResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  filters: StoredFiltersSchema,
  status: z.enum(WEBHOOK_STATUSES),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type WebhookResponse = z.infer<typeof WebhookResponseSchema>;

export const WebhookListSchema = z.object({
  data: z.array(WebhookResponseSchema),
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
});
