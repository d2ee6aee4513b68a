/**
 * Every route, gathered from the domains' routes.ts files (each domain declares its own rows; the
 * row shape is functions/api/route-definition.ts). The CDK app makes one Lambda function per
 * route from it, the local runtime serves the same handler modules from it, and the OpenAPI
 * document is generated from it together with each domain's operations.ts. The order is the
 * order routes are matched and listed in.
 */
import { authRoutes } from './auth/routes';
import { channelRoutes } from './channels/routes';
import { conversationRoutes } from './conversations/routes';
import { ehrPatientRoutes, ehrRoutes } from './ehr/routes';
import { engagementRoutes, patientEngagementRoutes } from './engagements/routes';
import { patientRoutes } from './patients/routes';
import { protocolRoutes } from './protocols/routes';
import { systemRoutes } from './system/routes';
import { webhookRoutes } from './webhooks/routes';
import type { RouteDefinition } from './api/route-definition';

export type {
  HttpMethod,
  InterfaceGroup,
  RateLimitGroup,
  RouteDefinition,
  Scheduling,
  Scope,
  TableAccess,
} from './api/route-definition';
export { SCOPES, allowedScopes, engagementReadScopes } from './api/route-definition';
export { channelRoutes } from './channels/routes';
export { fallbackRoute } from './system/routes';

export const routes = {
  ...systemRoutes,
  ...authRoutes,
  ...engagementRoutes,
  ...protocolRoutes,
  // Ahead of the engagement interface's `/v1/patients/{patient_id}` routes, which would match their paths.
  ...ehrPatientRoutes,
  ...patientRoutes,
  ...patientEngagementRoutes,
  ...webhookRoutes,
  ...ehrRoutes,
  ...conversationRoutes,
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

export const allRoutes = (): RouteDefinition[] => Object.values(routes);

/** The routes a stage serves (sandbox-only routes are absent from production, Twilio's webhooks from the sandbox). */
export const stageRoutes = (stage: 'production' | 'sandbox'): RouteDefinition[] =>
  [...allRoutes(), ...Object.values(channelRoutes)].filter((route) => (!route.sandboxOnly || stage === 'sandbox') && (!route.productionOnly || stage === 'production'));
