import type { LookupAddress, LookupOptions } from 'node:dns';
import { Agent } from 'undici';
import type { ResolvedAddress } from './targets';

/**
 * HTTP agents that connect only to the addresses the target check approved. Without this, the
 * request would resolve the host name again, and a name that changed in between (DNS rebinding)
 * could lead a delivery to a private address. Agents are kept per host and address set, so
 * connections are reused between deliveries to the same receiver.
 */

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

const agents = new Map<string, Agent>();
const MAX_AGENTS = 200;

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

export const pinnedAgent = (hostname: string, addresses: ResolvedAddress[]): Agent => {
  const key = `${hostname}|${addresses.map((a) => a.address).sort().join(',')}`;
  const existing = agents.get(key);
  if (existing) return existing;
  if (agents.size >= MAX_AGENTS) {
    const [oldestKey, oldest] = agents.entries().next().value as [string, Agent];
    agents.delete(oldestKey);
    void oldest.close();
  }
  const agent = new Agent({ connect: { lookup: pinnedLookup(addresses) as never }, keepAliveTimeout: 30_000 });
  agents.set(key, agent);
  return agent;
};
