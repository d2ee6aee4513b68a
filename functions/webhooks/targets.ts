import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { withDeadline } from '../core/deadline';

/**
 * Webhook targets (DESIGN §9): a subscription URL may only point at the public internet, so that
 * careloop cannot be used to reach its own network (cloud metadata at 169.254.169.254, VPC
 * addresses, loopback services). The check runs when a subscription is created or changed, and
 * the delivery worker runs it again right before each send and connects only to the addresses it
 * returns, so a name that later resolves elsewhere (DNS rebinding) is caught too.
 *
 * Address classes come from ipaddr.js's `range()`; an address is accepted only when it is plain
 * `unicast`. `ALLOW_PRIVATE_WEBHOOK_TARGETS` (local testing) additionally accepts private,
 * loopback, link-local, unique-local and carrier-grade NAT addresses, `localhost`, and plain http;
 * never the unspecified, broadcast, multicast or reserved ones, which nobody can deliver to.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** What `checkTarget` found: the addresses to connect to, or why the URL is refused. */
export type TargetCheck = { ok: true; addresses: ResolvedAddress[] } | { ok: false; reason: string };

/** `node:dns/promises` `lookup` with `{ all: true }`, injectable for tests. */
export type Lookup = (hostname: string, options: { all: true }) => Promise<Array<{ address: string; family: number }>>;

export interface TargetCheckOptions {
  /** Accept private, loopback and link-local targets and plain http (ALLOW_PRIVATE_WEBHOOK_TARGETS). */
  allowPrivate: boolean;
  lookup?: Lookup;
  /** How long name resolution may take (default 5 s). */
  lookupTimeoutMs?: number;
}

const DEFAULT_LOOKUP_TIMEOUT_MS = 5_000;

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Ranges that only ALLOW_PRIVATE_WEBHOOK_TARGETS lets through. */
const PRIVATE_RANGES: Readonly<Record<string, string>> = {
  private: 'a private address',
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique-local address',
  deprecatedSiteLocal: 'a site-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
};

const SPECIAL_RANGES: Readonly<Record<string, string>> = {
  unspecified: 'the unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
};

const describeRange = (range: string): string =>
  (Object.hasOwn(PRIVATE_RANGES, range) && PRIVATE_RANGES[range]) ||
  (Object.hasOwn(SPECIAL_RANGES, range) && SPECIAL_RANGES[range]) ||
  `a reserved or special-purpose address (${range})`;

/** IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are judged as the IPv4 address they carry. */
const unmapped = (address: Address): Address =>
  address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;

/**
 * The range an address belongs to, as ipaddr.js names it. The deprecated IPv4-compatible IPv6
 * form (::a.b.c.d, RFC 4291 §2.5.5.1) is reported as reserved: ipaddr.js counts it as unicast,
 * but some stacks still route it to the IPv4 address it carries.
 */
const rangeOf = (address: Address): string => {
  const range = address.range();
  if (range === 'unicast' && address.kind() === 'ipv6' && (address as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) {
    return 'ipv4Compatible';
  }
  return range;
};

/** Null when the address may receive webhooks, else what kind of address it is ("a private address"). */
const refusedKind = (text: string, allowPrivate: boolean): string | null => {
  let address: Address;
  try {
    address = unmapped(ipaddr.parse(text));
  } catch {
    return 'not an IP address';
  }
  const range = rangeOf(address);
  if (range === 'unicast') return null;
  if (allowPrivate && Object.hasOwn(PRIVATE_RANGES, range)) return null;
  return describeRange(range);
};

/** Null when the address may receive webhooks, else why not ("10.0.0.1 is a private address"). */
export const refusedAddress = (text: string, allowPrivate: boolean): string | null => {
  const kind = refusedKind(text, allowPrivate);
  return kind === null ? null : `${text} is ${kind}`;
};

const isLocalhostName = (hostname: string): boolean => hostname === 'localhost' || hostname.endsWith('.localhost');

/** The URL with any user name or password replaced, for error details and logs. */
export const redactCredentials = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (!parsed.username && !parsed.password) return url;
    parsed.username = 'REDACTED';
    parsed.password = '';
    return parsed.href;
  } catch {
    return url;
  }
};

const refuse = (reason: string): TargetCheck => ({ ok: false, reason });

/** A refusal that ALLOW_PRIVATE_WEBHOOK_TARGETS would lift says so, so a local developer knows the fix. */
const refusePrivate = (reason: string): TargetCheck =>
  refuse(`${reason} (for local testing, set ALLOW_PRIVATE_WEBHOOK_TARGETS=true to allow it)`);

/** A literal IP host (WHATWG URL parsing has already turned 0x7f.1 and 2130706433 into 127.0.0.1). */
const literalAddress = (hostname: string): ResolvedAddress | undefined => {
  if (hostname.startsWith('[') && hostname.endsWith(']')) {
    const inner = hostname.slice(1, -1);
    return ipaddr.IPv6.isValid(inner) ? { address: inner, family: 6 } : undefined;
  }
  return ipaddr.IPv4.isValidFourPartDecimal(hostname) ? { address: hostname, family: 4 } : undefined;
};

const resolve = async (hostname: string, lookup: Lookup, timeoutMs: number): Promise<ResolvedAddress[] | string> => {
  try {
    const found = await withDeadline(lookup(hostname, { all: true }), timeoutMs, `resolving ${hostname}`);
    const addresses = found.flatMap(({ address, family }) => (family === 4 || family === 6 ? [{ address, family: family as 4 | 6 }] : []));
    return addresses.length > 0 ? addresses : `the host ${hostname} has no addresses`;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return `the host ${hostname} could not be resolved${typeof code === 'string' ? ` (${code})` : ''}`;
  }
};

/**
 * Checks a webhook target. Refuses, with a reason: anything that is not an absolute http(s) URL,
 * http without `allowPrivate`, credentials in the URL, `localhost` and `*.localhost`, a host that
 * cannot be resolved, and a host that is or resolves to any address outside the public unicast
 * space (every address the name has must pass: a client may connect to any of them).
 */
export const checkTarget = async (url: string, options: TargetCheckOptions): Promise<TargetCheck> => {
  const { allowPrivate, lookup = dnsLookup as Lookup, lookupTimeoutMs = DEFAULT_LOOKUP_TIMEOUT_MS } = options;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse('it is not an absolute URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return refuse(`the scheme ${parsed.protocol.replace(/:$/, '')} is not accepted; use https`);
  }
  if (parsed.protocol === 'http:' && !allowPrivate) return refusePrivate('plain http is not accepted; use https');
  if (parsed.username || parsed.password) return refuse('a URL must not carry a user name or password');
  const hostname = parsed.hostname.replace(/\.$/, '');
  if (!hostname) return refuse('the URL has no host');

  const literal = literalAddress(hostname);
  if (literal) {
    const refused = refusedAddress(literal.address, allowPrivate);
    if (!refused) return { ok: true, addresses: [literal] };
    return refusedKind(literal.address, true) === null ? refusePrivate(`the host ${refused}`) : refuse(`the host ${refused}`);
  }
  if (isLocalhostName(hostname) && !allowPrivate) return refusePrivate(`the host ${hostname} is a loopback name`);

  const resolved = await resolve(hostname, lookup, lookupTimeoutMs);
  if (typeof resolved === 'string') return refuse(resolved);
  for (const { address } of resolved) {
    const kind = refusedKind(address, allowPrivate);
    if (!kind) continue;
    const reason = `the host ${hostname} resolves to ${address}, ${kind}`;
    return refusedKind(address, true) === null ? refusePrivate(reason) : refuse(reason);
  }
  return { ok: true, addresses: resolved };
};
