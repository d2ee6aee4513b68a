import { NestedStack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../functions/routes';
import { pascalCase } from '../naming';
import { RouteFunction } from './route-function';
import type { FunctionWiring } from './service-function';

/**
 * The domain of a route: the directory of its handler under functions/ (`functions/ehr/handlers/…`
 * → `ehr`). Route functions are split into one nested stack per domain (docs/decisions.md).
 */
export const routeDomain = (route: RouteDefinition): string => {
  const [root, domain, ...rest] = route.entry.split('/');
  if (root !== 'functions' || !domain || rest.length === 0) {
    throw new Error(`route ${route.id}: entry ${route.entry} is not functions/<domain>/…`);
  }
  return domain;
};

/** The construct id of a domain's nested stack: `ehr` → `EhrRoutes`. */
export const routeStackId = (domain: string): string => `${pascalCase(domain)}Routes`;

/** The routes grouped by domain, in the order their domains first appear. */
export const routesByDomain = (routes: readonly RouteDefinition[]): Map<string, RouteDefinition[]> => {
  const out = new Map<string, RouteDefinition[]>();
  for (const route of routes) {
    const domain = routeDomain(route);
    out.set(domain, [...(out.get(domain) ?? []), route]);
  }
  return out;
};

export interface RouteStackProps {
  domain: string;
  /** The domain's routes (the fallback route with the `system` ones). */
  routes: readonly RouteDefinition[];
  /** The parent stack's table, queues, scheduler and bus: CDK passes what a function uses as parameters. */
  wiring: FunctionWiring;
}

/**
 * The functions of one domain's routes (each with its role, policy and log group) in a nested
 * stack, so that no template nears CloudFormation's 500 resources. The HTTP API and its routes,
 * integrations and invoke permissions stay in the parent, which reads each function's ARN from
 * this stack's outputs. The functions' errors and throttles are alarmed by the parent, over every
 * function at once (`CareloopAlarms`).
 */
export class RouteStack extends NestedStack {
  readonly domain: string;
  readonly functions: RouteFunction[];

  constructor(scope: Construct, id: string, props: RouteStackProps) {
    super(scope, id, { description: `careloop ${props.wiring.stage}: ${props.domain} route functions` });
    this.domain = props.domain;
    this.functions = props.routes.map((route) => new RouteFunction(this, route.id, { route, wiring: props.wiring }));
  }
}
