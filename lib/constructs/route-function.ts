import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../functions/routes';
import { ROUTE_FUNCTION, acknowledge } from '../acknowledgements';
import { stageSettings } from '../stage';
import { grantChannelCredentials, grantEhrCredentials } from './permissions';
import { type FunctionDefinition, type FunctionWiring, ServiceFunction } from './service-function';

export interface RouteFunctionProps {
  route: RouteDefinition;
  wiring: FunctionWiring;
}

/** A route's function definition: the HTTP API's timeout, the route's table access, queues and schedules. */
export const routeFunctionDefinition = (route: RouteDefinition, wiring: FunctionWiring): FunctionDefinition => ({
  id: route.id,
  entry: route.entry,
  label: `${route.method} ${route.path}`,
  description: `${route.method} ${route.path}: ${route.summary}`,
  timeout: stageSettings(wiring.stage).apiTimeout,
  table: route.table,
  sendsTo: route.sendsTo,
  schedules: route.schedules,
  assets: route.assets,
});

/**
 * The Lambda function of one route of functions/routes.ts (see ServiceFunction for what its role
 * may do), plus `secretsmanager:GetSecretValue` on the stage's EHR secrets if the route reads EHR
 * credentials. Further grants go through `allow` in ./permissions with `fn.role` as the grantee.
 */
export class RouteFunction extends ServiceFunction {
  readonly route: RouteDefinition;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id, { definition: routeFunctionDefinition(props.route, props.wiring), wiring: props.wiring });
    this.route = props.route;
    acknowledge(this, ...ROUTE_FUNCTION);
    // The proxy reads the organization's EHR credentials (DESIGN §10); no other route may.
    if (props.route.ehrCredentials) grantEhrCredentials(this.role, props.wiring.stage);
    // Twilio's webhooks check signatures with the organization's token (production only).
    if (props.route.channelCredentials && props.wiring.stage === 'production') grantChannelCredentials(this.role);
  }
}
