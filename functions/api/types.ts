import type { Scope } from './route-definition';

/** Who is calling, once the key has been checked. */
export interface Caller {
  orgId: string;
  keyId: string;
  scope: Scope;
  tier: Tier;
}

export type Tier = 'standard' | 'scale' | 'enterprise';

export interface ApiRequest<Body = unknown, Query = Record<string, string>, Params = Record<string, string>> {
  requestId: string;
  method: string;
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  query: Query;
  params: Params;
  body: Body;
  sourceIp: string;
  /** Null on routes that need no key. */
  caller: Caller | null;
  receivedAt: number;
}

export interface ApiResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The caller of a route that requires a key. */
export const callerOf = (request: ApiRequest<unknown, unknown, unknown>): Caller => {
  if (!request.caller) throw new Error('Route requires a key but has no caller');
  return request.caller;
};
