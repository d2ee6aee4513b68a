import type { Bundle, ExtractResource, OperationOutcome, Resource, ResourceType } from '@medplum/fhirtypes';
import { createAuthProvider, type FhirAuthConfig, type FhirAuthProvider } from './auth';
import { FhirAuthError, FhirError, FhirHttpError, FhirNotFoundError, FhirUnavailableError, toUnavailable } from './errors';

export { FhirAuthError, FhirError, FhirHttpError, FhirNotFoundError, FhirUnavailableError } from './errors';

/**
 * A FHIR R4 REST client: read, search (paging through searchset Bundles whether or not the
 * server sends `next` links), create, update, delete. Every request has its own timeout, so an
 * unreachable or hung server fails fast with FhirUnavailableError instead of hanging.
 */

export const DEFAULT_TIMEOUT_MS = 1500;
export const DEFAULT_PAGE_SIZE = 50;
export const DEFAULT_MAX_PAGES = 20;
export const DEFAULT_MAX_RESULTS = 1000;

export interface FhirClientOptions {
  /** Service base URL, e.g. https://ehr.example/fhir/R4 (a trailing slash is ignored). */
  baseUrl: string;
  /** Auth configuration, or a ready provider (to share a token cache). Default none. */
  auth?: FhirAuthConfig | FhirAuthProvider;
  /** Per-request timeout in ms, token requests included. Default 1500. */
  timeoutMs?: number;
  /** `_count` asked of the server when the search params do not set one. Default 50. */
  pageSize?: number;
  /** Most pages one search() fetches. Default 20. */
  maxPages?: number;
  /**
   * Query parameter that carries the offset when the server sends no `next` link. `_offset`
   * (Medplum, HAPI 6+, many others) by default; `_getpagesoffset` for servers that want it.
   * A server that does not know the parameter may answer an empty page (Medplum treats
   * `_getpagesoffset` as a filter and matches nothing) or repeat page one: both stop the paging.
   */
  offsetParam?: '_offset' | '_getpagesoffset';
  fetch?: typeof fetch;
  /** Clock for token expiry (tests). */
  now?: () => number;
}

export type SearchParams = URLSearchParams | Array<[string, string]> | Record<string, string | number | boolean | ReadonlyArray<string | number> | undefined>;

export interface SearchOptions {
  /** Stop after this many matches. Default 1000. */
  maxResults?: number;
  /** Overrides the client's page size for this search. */
  pageSize?: number;
  /** Overrides the client's page cap for this search. */
  maxPages?: number;
  signal?: AbortSignal;
}

export interface SearchResult<T extends Resource> {
  /** Matches (entries with search.mode match or unset), deduplicated by type and id, in server order. */
  resources: T[];
  /** Entries with search.mode include (from `_include` / `_revinclude`). */
  included: Resource[];
  /** Bundle.total of the first page, when the server sent it. */
  total?: number;
  pages: number;
  /**
   * True when the search stopped while the server had, or may have had, more: maxResults or
   * maxPages reached, or fewer resources collected than the first page's Bundle.total.
   */
  truncated: boolean;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

type Json = Record<string, unknown>;

const isResource = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && typeof (value as Json).resourceType === 'string';

const outcomeText = (outcome: OperationOutcome | undefined): string | undefined =>
  outcome?.issue
    ?.map((issue) => issue.details?.text ?? issue.diagnostics ?? issue.code)
    .filter(Boolean)
    .join('; ') || undefined;

export class FhirClient {
  readonly baseUrl: string;
  private readonly auth: FhirAuthProvider;
  private readonly timeoutMs: number;
  private readonly pageSize: number;
  private readonly maxPages: number;
  private readonly offsetParam: '_offset' | '_getpagesoffset';
  private readonly fetch: typeof fetch;

  constructor(options: FhirClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    new URL(this.baseUrl); // throws on a malformed base URL
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
    this.maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
    this.offsetParam = options.offsetParam ?? '_offset';
    this.fetch = options.fetch ?? fetch;
    const auth = options.auth ?? { type: 'none' };
    this.auth = 'headers' in auth ? auth : createAuthProvider(auth, { fetch: this.fetch, timeoutMs: this.timeoutMs, now: options.now });
  }

  async read<K extends ResourceType>(type: K, id: string, options: RequestOptions = {}): Promise<ExtractResource<K>> {
    const body = await this.request('GET', `${this.baseUrl}/${type}/${encodeURIComponent(id)}`, undefined, options.signal);
    return this.expect(body, type) as ExtractResource<K>;
  }

  /**
   * POST. `ifNoneExist` (search parameters, e.g. `identifier=system|value`) makes it a conditional
   * create: the server answers the one match instead of creating (412 when several match).
   */
  async create<T extends Resource>(resource: T, options: RequestOptions & { ifNoneExist?: string } = {}): Promise<T> {
    const headers = options.ifNoneExist ? { 'if-none-exist': options.ifNoneExist } : undefined;
    const body = await this.request('POST', `${this.baseUrl}/${resource.resourceType}`, resource, options.signal, headers);
    return this.expect(body, resource.resourceType) as T;
  }

  /** PUT by id. `ifMatch` (a versionId) makes it a conditional update: 412 when the resource changed. */
  async update<T extends Resource>(resource: T, options: RequestOptions & { ifMatch?: string } = {}): Promise<T> {
    if (!resource.id) throw new FhirError(`update needs ${resource.resourceType}.id`);
    const headers = options.ifMatch ? { 'if-match': `W/"${options.ifMatch}"` } : undefined;
    const url = `${this.baseUrl}/${resource.resourceType}/${encodeURIComponent(resource.id)}`;
    const body = await this.request('PUT', url, resource, options.signal, headers);
    return this.expect(body, resource.resourceType) as T;
  }

  async delete(type: ResourceType, id: string, options: RequestOptions = {}): Promise<void> {
    await this.request('DELETE', `${this.baseUrl}/${type}/${encodeURIComponent(id)}`, undefined, options.signal);
  }

  /**
   * Type-level search. Follows `next` links (same origin as the base URL only); without one, asks
   * for the following page with `_count` and the offset parameter, and stops when a page is short
   * or empty, when Bundle.total is reached, when a page brings nothing new, or at maxPages.
   */
  async search<K extends ResourceType>(type: K, params: SearchParams = {}, options: SearchOptions = {}): Promise<SearchResult<ExtractResource<K>>> {
    const maxResults = options.maxResults ?? DEFAULT_MAX_RESULTS;
    const maxPages = options.maxPages ?? this.maxPages;
    const url = new URL(`${this.baseUrl}/${type}`);
    for (const [key, value] of toPairs(params)) url.searchParams.append(key, value);
    if (!url.searchParams.has('_count')) url.searchParams.set('_count', String(Math.max(1, Math.min(options.pageSize ?? this.pageSize, maxResults))));
    const pageSize = Number(url.searchParams.get('_count'));
    let offset = Number(url.searchParams.get(this.offsetParam) ?? 0);

    const resources: ExtractResource<K>[] = [];
    const included: Resource[] = [];
    const seen = new Set<string>();
    let total: number | undefined;
    let pages = 0;
    let next: string | undefined = url.toString();
    let more = false;
    let linked = false;
    while (next) {
      if (pages >= maxPages || resources.length >= maxResults) {
        more = true;
        break;
      }
      const bundle = this.expect(await this.request('GET', next, undefined, options.signal), 'Bundle') as Bundle;
      pages += 1;
      if (pages === 1 && typeof bundle.total === 'number') total = bundle.total;
      let matches = 0;
      let fresh = 0;
      for (const entry of bundle.entry ?? []) {
        const resource = entry.resource;
        if (!resource) continue;
        if (entry.search?.mode === 'include' || entry.search?.mode === 'outcome') {
          if (entry.search.mode === 'include') included.push(resource);
          continue;
        }
        matches += 1;
        const key = `${resource.resourceType}/${resource.id ?? matches}`;
        if (seen.has(key)) continue;
        seen.add(key);
        fresh += 1;
        if (resources.length < maxResults) resources.push(resource as ExtractResource<K>);
        else more = true;
      }
      offset += matches;
      const link = bundle.link?.find((l) => l.relation === 'next')?.url;
      if (link) {
        linked = true;
        next = this.sameOrigin(link);
        continue;
      }
      next = undefined;
      if (linked) break; // a server that pages with next links ends its last page without one
      // Bundle.total, when sent, decides: a server may cap `_count` below what was asked.
      const exhausted = matches === 0 || fresh === 0 || (total !== undefined ? offset >= total : matches < pageSize);
      if (!exhausted) {
        const following = new URL(url);
        following.searchParams.set(this.offsetParam, String(offset));
        next = following.toString();
      }
    }
    // The server counted more matches than were collected (cap reached, or it ignored the offset parameter).
    if (total !== undefined && resources.length < total) more = true;
    return { resources, included, total, pages, truncated: more };
  }

  private sameOrigin(link: string): string {
    const resolved = new URL(link, `${this.baseUrl}/`);
    if (resolved.origin !== new URL(this.baseUrl).origin) {
      // Following it would send the credentials to another host.
      throw new FhirError(`next link outside ${new URL(this.baseUrl).origin}`);
    }
    return resolved.toString();
  }

  private expect(body: unknown, resourceType: string): Resource {
    if (!isResource(body) || body.resourceType !== resourceType) {
      throw new FhirHttpError(`expected a ${resourceType} from the FHIR server`, 502);
    }
    return body;
  }

  private async request(method: string, url: string, body: unknown, signal?: AbortSignal, extra?: Record<string, string>): Promise<unknown> {
    const what = `${method} ${new URL(url).pathname}`;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      let text: string;
      try {
        const auth = await this.auth.headers();
        const bounded = boundedSignal(this.timeoutMs, signal);
        try {
          response = await this.fetch(url, {
            method,
            headers: {
              accept: 'application/fhir+json',
              ...(body === undefined ? {} : { 'content-type': 'application/fhir+json' }),
              ...(method === 'POST' || method === 'PUT' ? { prefer: 'return=representation' } : {}),
              ...extra,
              ...auth,
            },
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: bounded.signal,
          });
          text = await response.text();
        } finally {
          bounded.release();
        }
      } catch (error) {
        throw toUnavailable(error, what, this.timeoutMs);
      }
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      if (response.ok) {
        if (parsed === undefined && text) throw new FhirHttpError(`${what}: answer is not JSON`, response.status);
        if (parsed === undefined && (method === 'POST' || method === 'PUT')) {
          const location = response.headers.get('location');
          if (location) return this.request('GET', this.sameOrigin(location.replace(/\/_history\/[^/]+$/, '')), undefined, signal);
        }
        return parsed;
      }
      const outcome = isResource(parsed) && parsed.resourceType === 'OperationOutcome' ? (parsed as OperationOutcome) : undefined;
      const detail = outcomeText(outcome);
      const message = `${what}: ${response.status}${detail ? ` ${detail}` : ''}`;
      if (response.status === 401 && attempt === 0 && this.auth.invalidate()) continue;
      if (response.status === 401 || response.status === 403) throw new FhirAuthError(message, response.status);
      if (response.status === 404 || response.status === 410) throw new FhirNotFoundError(message, response.status, outcome);
      if (response.status === 502 || response.status === 503 || response.status === 504) {
        throw new FhirUnavailableError(message, 'status', response.status);
      }
      throw new FhirHttpError(message, response.status, outcome);
    }
  }
}

/**
 * A signal that aborts after `timeoutMs` (reason: a TimeoutError, as AbortSignal.timeout gives) or
 * when `outer` aborts (its reason). One timer, cleared once the exchange is over: AbortSignal.any
 * over AbortSignal.timeout cost more than the exchange's own parsing and kept a timer per request
 * alive for the whole timeout.
 */
const boundedSignal = (timeoutMs: number, outer: AbortSignal | undefined): { signal: AbortSignal; release: () => void } => {
  const controller = new AbortController();
  const abortWithOuter = () => controller.abort(outer?.reason);
  const timer = setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), timeoutMs);
  if (outer?.aborted) abortWithOuter();
  else outer?.addEventListener('abort', abortWithOuter, { once: true });
  return {
    signal: controller.signal,
    release: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abortWithOuter);
    },
  };
};

const toPairs = (params: SearchParams): Array<[string, string]> => {
  if (params instanceof URLSearchParams) return [...params.entries()];
  if (Array.isArray(params)) return params;
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) pairs.push([key, String(item)]);
    else pairs.push([key, String(value)]);
  }
  return pairs;
};
