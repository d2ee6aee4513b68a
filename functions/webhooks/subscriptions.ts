import { retryOnConflict } from '../core/storage/optimistic';
import { webhookSecretPrefix } from '../auth/api-keys';
import type { Stage } from '../core/config';
import { ApiError, describeProvided } from '../core/errors';
import { newId } from '../core/ids';
import { ConditionFailedError, type Store, TransactionCanceledError } from '../core/storage/port';
import {
  MAX_SUBSCRIPTIONS,
  SECRET_CHARACTERS,
  SECRET_MAX_LENGTH,
  SECRET_MIN_LENGTH,
  type WebhookCreate,
  type WebhookFilters,
  type WebhookFiltersInput,
  type WebhookResponse,
  WebhookResponseSchema,
  type WebhookStatus,
  type WebhookSubscription,
  WebhookSubscriptionItemSchema,
} from './schemas';
import { type Lookup, checkTarget, redactCredentials } from './targets';

/**
 * Webhook subscriptions in the stage's table (docs/data-model.md, "Reserved"): one item per
 * subscription, pk `ORG#<org>`, sk `WEBHOOK#<whk_id>`, beside the organization's keys and
 * protocols. A counter item (sk `WEBHOOK_COUNT`, attribute `count`) is written in the same
 * transaction as every create and delete, so the limit of MAX_SUBSCRIPTIONS holds even when
 * creates race. The secret is stored (it signs deliveries; the table is KMS-encrypted) and never
 * leaves through `toSubscriptionResponse`.
 */

const ENTITY = 'webhook_subscription';
const COUNT_ENTITY = 'webhook_count';
const SORT_PREFIX = 'WEBHOOK#';

export const subscriptionKey = (orgId: string, webhookId: string) => ({ pk: `ORG#${orgId}`, sk: `${SORT_PREFIX}${webhookId}` });
export const ALL_SUBSCRIPTIONS = 'WEBHOOKS';

export const subscriptionCountKey = (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'WEBHOOK_COUNT' });

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** Filters as stored: only the keys given, without duplicates. */
export const normalizeFilters = (filters: WebhookFiltersInput | undefined): WebhookFilters => ({
  ...(filters?.protocol ? { protocol: unique(filters.protocol) } : {}),
  ...(filters?.risk_level ? { risk_level: unique(filters.risk_level) } : {}),
});

// ---------------------------------------------------------------------------------------------
// Request checks beyond the schemas

const SECRET_EXPECTED = (stage: Stage) =>
  `a secret starting with ${webhookSecretPrefix(stage)} (this environment's prefix), ${SECRET_MIN_LENGTH} to ${SECRET_MAX_LENGTH} printable ASCII characters without spaces`;

/** What an error may show of a rejected secret: at most its `whsec_…_` prefix. */
const redactedSecret = (secret: string): string => {
  const prefix = /^whsec_[A-Za-z]{1,8}_/.exec(secret)?.[0];
  return prefix ? `${prefix}…` : '[redacted]';
};

/** Throws 400 `invalid_field` on `secret` unless it carries the stage's prefix and a valid length. */
export const assertWebhookSecret = (secret: string, stage: Stage): void => {
  const valid =
    secret.startsWith(webhookSecretPrefix(stage)) &&
    secret.length >= SECRET_MIN_LENGTH &&
    secret.length <= SECRET_MAX_LENGTH &&
    SECRET_CHARACTERS.test(secret);
  if (valid) return;
  const expected = SECRET_EXPECTED(stage);
  throw new ApiError(400, 'invalid_field', `Invalid value for 'secret': expected ${expected}`, {
    field: 'secret',
    provided: redactedSecret(secret),
    expected,
  });
};

export const TARGET_EXPECTED = 'an https URL whose host is and resolves to public addresses only, without credentials';

/** Throws 400 `invalid_field` on `url`, with the reason, unless `checkTarget` accepts the URL. */
export const assertWebhookTarget = async (url: string, options: { allowPrivate: boolean; lookup?: Lookup }): Promise<void> => {
  const result = await checkTarget(url, options);
  if (result.ok) return;
  throw new ApiError(400, 'invalid_field', `Invalid value for 'url': ${result.reason}`, {
    field: 'url',
    provided: describeProvided(redactCredentials(url)),
    expected: TARGET_EXPECTED,
    reason: result.reason,
  });
};

export const subscriptionLimitReached = () =>
  new ApiError(
    400,
    'invalid_request',
    `An organization may have at most ${MAX_SUBSCRIPTIONS} webhook subscriptions in this environment; delete one before creating another`,
    { limit: MAX_SUBSCRIPTIONS },
  );

// ---------------------------------------------------------------------------------------------
// Reads

const parseItem = (item: unknown): WebhookSubscription => WebhookSubscriptionItemSchema.parse(item);

/** One subscription with its secret (the delivery worker signs with it); undefined when the organization has none by that id. */
export const getSubscription = async (store: Store, orgId: string, webhookId: string): Promise<WebhookSubscription | undefined> => {
  const item = await store.get(subscriptionKey(orgId, webhookId), { consistent: true });
  return item ? parseItem(item) : undefined;
};

/** Every subscription of the organization in this stage, oldest first, secrets included. */
export const listSubscriptions = async (store: Store, orgId: string): Promise<WebhookSubscription[]> => {
  const subscriptions: WebhookSubscription[] = [];
  let cursor: string | null = null;
  do {
    const page = await store.query({ partition: `ORG#${orgId}`, sort: { beginsWith: SORT_PREFIX }, cursor, consistent: true });
    subscriptions.push(...page.items.map(parseItem));
    cursor = page.cursor;
  } while (cursor);
  return subscriptions;
};

/** The API's view of a subscription: never the secret. */
export const toSubscriptionResponse = (item: WebhookSubscription): WebhookResponse =>
  WebhookResponseSchema.parse({
    id: item.id,
    url: item.url,
    events: item.events,
    filters: item.filters,
    status: item.status,
    created_at: item.created_at,
    updated_at: item.updated_at,
  });

// ---------------------------------------------------------------------------------------------
// Writes

/** Creates an active subscription; 400 `invalid_request` when the organization already has MAX_SUBSCRIPTIONS. */
export const createSubscription = async (store: Store, orgId: string, input: WebhookCreate, now = new Date()): Promise<WebhookSubscription> => {
  const id = newId('whk', now.getTime());
  const timestamp = now.toISOString();
  const item = parseItem({
    ...subscriptionKey(orgId, id),
    entity: ENTITY,
    // Every subscription of the stage, for the jobs that serve all organizations (system.health).
    gsi2pk: ALL_SUBSCRIPTIONS,
    gsi2sk: `${orgId}#${id}`,
    id,
    org_id: orgId,
    url: input.url,
    events: unique(input.events),
    secret: input.secret,
    filters: normalizeFilters(input.filters),
    status: 'active',
    created_at: timestamp,
    updated_at: timestamp,
    version: 1,
  });
  try {
    await store.transactWrite([
      {
        update: subscriptionCountKey(orgId),
        changes: { add: { count: 1 }, set: { entity: COUNT_ENTITY } },
        condition: { or: [{ notExists: 'count' }, { lt: ['count', MAX_SUBSCRIPTIONS] }] },
      },
      { put: item, condition: { notExists: 'pk' } },
    ]);
  } catch (error) {
    if (error instanceof TransactionCanceledError && error.failedConditions.includes(0)) throw subscriptionLimitReached();
    throw error;
  }
  return item;
};

/** The changes of a PATCH, already checked. */
export interface SubscriptionChanges {
  url?: string;
  events?: readonly string[];
  secret?: string;
  filters?: WebhookFiltersInput;
  status?: WebhookStatus;
}

const UPDATE_ATTEMPTS = 5;

/**
 * Applies a partial update; undefined when the subscription does not exist (or was deleted
 * meanwhile). A change that changes nothing writes nothing. Concurrent writers are serialized by
 * the version condition; the loser re-reads and applies its changes on top. Only the changed
 * attributes are written, so attributes other writers keep on the item survive.
 */
export const updateSubscription = async (
  store: Store,
  orgId: string,
  webhookId: string,
  changes: SubscriptionChanges,
  now = new Date(),
): Promise<WebhookSubscription | undefined> => {
  const wanted: Partial<Pick<WebhookSubscription, 'url' | 'events' | 'secret' | 'filters' | 'status'>> = {
    ...(changes.url !== undefined ? { url: changes.url } : {}),
    ...(changes.events !== undefined ? { events: unique(changes.events) } : {}),
    ...(changes.secret !== undefined ? { secret: changes.secret } : {}),
    ...(changes.filters !== undefined ? { filters: normalizeFilters(changes.filters) } : {}),
    ...(changes.status !== undefined ? { status: changes.status } : {}),
  };
  return retryOnConflict(UPDATE_ATTEMPTS, async () => {
    const existing = await getSubscription(store, orgId, webhookId);
    if (!existing) return undefined;
    const set: Record<string, unknown> = Object.fromEntries(
      Object.entries(wanted).filter(([name, value]) => JSON.stringify(existing[name]) !== JSON.stringify(value)),
    );
    if (Object.keys(set).length === 0) return existing;
    set.updated_at = now.toISOString();
    set.version = existing.version + 1;
    const updated = await store.update(subscriptionKey(orgId, webhookId), { set }, { condition: { eq: ['version', existing.version] } });
    return parseItem(updated);
  });
};

/** Deletes a subscription and returns it as it was; undefined when there was none. */
export const deleteSubscription = async (store: Store, orgId: string, webhookId: string): Promise<WebhookSubscription | undefined> => {
  const existing = await getSubscription(store, orgId, webhookId);
  if (!existing) return undefined;
  const key = subscriptionKey(orgId, webhookId);
  try {
    await store.transactWrite([
      { delete: key, condition: { exists: 'pk' } },
      { update: subscriptionCountKey(orgId), changes: { add: { count: -1 } }, condition: { gt: ['count', 0] } },
    ]);
  } catch (error) {
    if (!(error instanceof TransactionCanceledError)) throw error;
    // Deleted meanwhile by another request: it is gone, and that request answered with it.
    if (error.failedConditions.includes(0)) return undefined;
    // A counter that is already 0 (it can only drift by hand): delete without it.
    try {
      await store.delete(key, { condition: { exists: 'pk' } });
    } catch (inner) {
      if (inner instanceof ConditionFailedError) return undefined;
      throw inner;
    }
  }
  return existing;
};
