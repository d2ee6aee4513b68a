/**
 * What a route is, as plain data: the shape of the rows each domain's routes.ts declares and
 * functions/routes.ts gathers. The CDK app makes one Lambda function per row, the local runtime
 * serves the same handler modules, and the OpenAPI document is generated from the rows together
 * with each domain's zod schemas (its operations.ts).
 *
 * Imports nothing but types, so that it costs a handler bundle a few hundred bytes.
 */
import type { QueueName } from '../core/queue/names';

/** What a function does to schedules: `true` creates, reads and deletes them; `'create'` only creates them. */
export type Scheduling = boolean | 'create';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which error and success envelopes a route uses (DESIGN §3). */
export type InterfaceGroup = 'engagement' | 'proxy';

export type Scope = 'full_access' | 'engagements_only' | 'read_only';
export const SCOPES: readonly Scope[] = ['full_access', 'engagements_only', 'read_only'];

/**
 * Rate-limit groups (SPEC "Limits", DESIGN §5). Engagement interface: fixed one-minute windows per
 * organization and stage. `proxy`: the organization's tier token bucket. `public`: per client
 * address, for routes that need no key.
 */
export type RateLimitGroup = 'creation' | 'patients' | 'reads' | 'management' | 'proxy' | 'public';

/** What a route's function may do to the stage's table (least privilege in the cloud). */
export type TableAccess = 'read' | 'write';

export interface RouteDefinition {
  /** Stable id: the Lambda function's logical name and the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** API Gateway path with `{param}` placeholders. */
  path: string;
  /** Handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  group: InterfaceGroup;
  /** `none`: no key needed (health, the API description). */
  auth: 'key' | 'none';
  /** Scopes allowed in addition to `full_access` (which may do everything). */
  scopes: readonly Scope[];
  rateLimit: RateLimitGroup;
  table: TableAccess;
  summary: string;
  /** Tag grouping the operation in the API docs. */
  tag: string;
  /** Only served by the sandbox stage (404 in production). */
  sandboxOnly?: boolean;
  /** Only served by the production stage (Twilio's webhooks: the sandbox never talks to Twilio). */
  productionOnly?: boolean;
  /** Queues the function sends to (least privilege in the cloud). */
  sendsTo?: readonly QueueName[];
  /** Whether the function creates or deletes schedules. */
  schedules?: Scheduling;
  /** Whether the function reads the organization's EHR credentials from the secret store. */
  ehrCredentials?: boolean;
  /**
   * Files of npm packages (module paths such as `pkg/dist/file.js`) shipped beside the function's
   * bundle under their own file name, for what the handler reads at run time rather than imports.
   */
  assets?: readonly string[];
  /** Whether the function reads the organizations' Twilio credentials (`careloop/production/channels/*`). */
  channelCredentials?: boolean;
}

export const readScopes: readonly Scope[] = ['read_only'];
export const engagementReadScopes: readonly Scope[] = ['read_only', 'engagements_only'];

/** Scopes allowed on a route: `full_access` always, plus the route's own. */
export const allowedScopes = (route: RouteDefinition): Scope[] => ['full_access', ...route.scopes];
