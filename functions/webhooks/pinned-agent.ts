import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { ResolvedAddress } from './targets';

/**
 * HTTP agents that connect only to the addresses the target check approved. Without this, the
 * request would resolve the host name again, and a name that changed in between (DNS rebinding)
 * could lead a delivery to a private address. Agents are kept per scheme, host and address set,
 * so connections are reused between deliveries to the same receiver.
 *
 * Node's own http/https clients, not undici's fetch: undici is half a megabyte of every bundle that
 * delivers webhooks (docs/decisions.md, 136), and a POST of a string needs none of it.
 */

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

const agents = new Map<string, http.Agent>();
const MAX_AGENTS = 200;
/** Idle connections to a receiver are closed after this. */
const KEEP_ALIVE_MS = 30_000;

const pinnedLookup =
  (addresses: ResolvedAddress[]) =>
  (_hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const usable = addresses.filter((address) => !options.family || options.family === address.family);
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error('No approved address for this host'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all) callback(null, usable.map(({ address, family }) => ({ address, family })));
    else callback(null, first.address, first.family);
  };

/** The agent for `url`'s scheme and host that connects only to `addresses`. */
export const pinnedAgent = (url: URL, addresses: ResolvedAddress[]): http.Agent => {
  const key = `${url.protocol}//${url.hostname}|${addresses.map((a) => a.address).sort().join(',')}`;
  const existing = agents.get(key);
  if (existing) return existing;
  if (agents.size >= MAX_AGENTS) {
    const [oldestKey, oldest] = agents.entries().next().value as [string, http.Agent];
    agents.delete(oldestKey);
    oldest.destroy();
  }
  const options = { keepAlive: true, timeout: KEEP_ALIVE_MS, lookup: pinnedLookup(addresses) as never };
  const agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
  agents.set(key, agent);
  return agent;
};

export interface PinnedPost {
  headers: Record<string, string>;
  body: string;
  /** Aborts the request; the promise then rejects with the signal's reason (a TimeoutError for AbortSignal.timeout). */
  signal: AbortSignal;
  addresses: ResolvedAddress[];
}

/**
 * POSTs `body` to `url` through its pinned agent and resolves with the response's status once its
 * headers arrive (the body is read and dropped). Redirects are not followed.
 */
export const postPinned = (url: string, { headers, body, signal, addresses }: PinnedPost): Promise<number> =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      { method: 'POST', agent: pinnedAgent(target, addresses), headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) }, signal },
      (response) => {
        response.resume();
        response.once('error', () => undefined);
        resolve(response.statusCode ?? 0);
      },
    );
    request.once('error', (error) => reject(signal.aborted ? signal.reason : error));
    request.end(body);
  });
