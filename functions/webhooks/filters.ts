import { EVENT_TYPES, type EventItem, type EventType } from '../core/events/catalog';

/**
 * Which subscriptions receive an event (SPEC "Webhook subscription", DESIGN §9). Pure.
 *
 * - `events`: exact event names, or `*` for every event. No other wildcard (`engagement.*` is not
 *   a known name and is refused at validation).
 * - `filters.protocol`: patterns; a trailing `*` matches any protocol that starts with what comes
 *   before it (`ccm_*`, and `*` alone matches all); otherwise the match is exact and case
 *   sensitive. The event's protocol is its `protocol` attribute, else `data.protocol`.
 * - `filters.risk_level`: levels (case-insensitive), matched against any of the event's
 *   `risk_level`, `data.risk_level` and `data.severity` (an escalation carries `severity`).
 * - A filter passes an event that does not carry its field (an empty string counts as absent), so
 *   `system.health` still reaches a subscription filtered on protocol. An absent or empty filter
 *   list filters nothing. Filters combine with AND.
 */

export interface SubscriptionFilters {
  protocol?: readonly string[] | null;
  risk_level?: readonly string[] | null;
}

export interface SubscriptionSelector {
  events: readonly string[];
  filters?: SubscriptionFilters | null;
}

export const ALL_EVENTS = '*';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A known event name from the catalog, or `*`. For validating subscriptions and test requests. */
export const EVENT_NAME_PATTERN: RegExp = new RegExp(`^(?:\\*|${EVENT_TYPES.map(escapeRegExp).join('|')})$`);

export const isKnownEventName = (name: unknown): name is EventType | typeof ALL_EVENTS =>
  typeof name === 'string' && EVENT_NAME_PATTERN.test(name);

const present = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export const matchesEventName = (patterns: readonly string[], eventType: string): boolean =>
  patterns.some((pattern) => pattern === ALL_EVENTS || pattern === eventType);

/** One protocol pattern against one protocol identifier. */
export const matchesProtocolPattern = (pattern: string, protocol: string): boolean =>
  pattern.endsWith('*') ? protocol.startsWith(pattern.slice(0, -1)) : pattern === protocol;

export const eventProtocol = (event: EventItem): string | null => {
  if (present(event.protocol)) return event.protocol;
  const fromData = event.data?.protocol;
  return present(fromData) ? fromData : null;
};

/** The risk values an event carries: its risk_level, data.risk_level, data.severity (lower case). */
export const eventRiskLevels = (event: EventItem): string[] =>
  [event.risk_level, event.data?.risk_level, event.data?.severity].filter(present).map((v) => v.toLowerCase());

const hasEntries = (list: readonly string[] | null | undefined): list is readonly string[] => Array.isArray(list) && list.length > 0;

export const matchesSubscription = (subscription: SubscriptionSelector, event: EventItem): boolean => {
  if (!matchesEventName(subscription.events, event.type)) return false;
  const filters = subscription.filters;
  if (!filters) return true;

  if (hasEntries(filters.protocol)) {
    const protocol = eventProtocol(event);
    if (protocol !== null && !filters.protocol.some((pattern) => matchesProtocolPattern(pattern, protocol))) return false;
  }

  if (hasEntries(filters.risk_level)) {
    const levels = eventRiskLevels(event);
    const wanted = new Set(filters.risk_level.map((level) => level.toLowerCase()));
    if (levels.length > 0 && !levels.some((level) => wanted.has(level))) return false;
  }

  return true;
};
