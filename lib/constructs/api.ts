import { RemovalPolicy } from 'aws-cdk-lib';
import type * as kms from 'aws-cdk-lib/aws-kms';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_ROUTES, acknowledge } from '../acknowledgements';
import { type Stage, stageSettings } from '../stage';
import type { RouteFunction } from './route-function';

export interface CareloopApiProps {
  stage: Stage;
  /** One function per route of functions/routes.ts. */
  routes: readonly RouteFunction[];
  /** The `fallbackRoute` function: answers `$default` (every unmatched request) with the service's 404 envelope. */
  fallback: RouteFunction;
  /** The stage's key of log groups (OperationsKey), for the access logs. */
  logsKey?: kms.IKey;
}

/**
 * Access log line: who, which route, what outcome, how long. Deliberately no headers (they carry
 * API keys), no query strings or raw paths (they can carry patient identifiers), no user agent.
 * `routeKey` is the route template (`GET /v1/patients/{id}`), never the concrete path.
 */
export const ACCESS_LOG_FIELDS: Readonly<Record<string, string>> = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTimeEpoch',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  responseLength: '$context.responseLength',
};

/**
 * The stage's HTTP API (API Gateway v2: cheaper and faster than a REST API, and authentication
 * lives in the handlers anyway, DESIGN §1). One route per RouteDefinition, each with its own
 * function, payload format 2.0.
 */
export class CareloopApi extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly accessLogs: logs.LogGroup;

  constructor(scope: Construct, id: string, props: CareloopApiProps) {
    super(scope, id);
    const settings = stageSettings(props.stage);
    const integration = (fn: RouteFunction) =>
      new HttpLambdaIntegration(`${fn.route.id}Integration`, fn.function, {
        payloadFormatVersion: apigw.PayloadFormatVersion.VERSION_2_0,
      });

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `careloop-${props.stage}`,
      description: `careloop ${props.stage} API`,
      // The `$default` route: unknown paths get the service's own 404 envelope, not API Gateway's.
      defaultIntegration: integration(props.fallback),
      // Created below, with access logging and throttling.
      createDefaultStage: false,
    });

    acknowledge(this, ...API_ROUTES);
    const seen = new Set<string>();
    for (const fn of props.routes) {
      const key = `${fn.route.method} ${fn.route.path}`;
      if (seen.has(key)) throw new Error(`duplicate route ${key}`);
      seen.add(key);
      new apigw.HttpRoute(this, `${fn.route.id}Route`, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(fn.route.path, apigw.HttpMethod[fn.route.method]),
        integration: integration(fn),
      });
    }

    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: settings.logRetention,
      encryptionKey: props.logsKey,
      removalPolicy: props.stage === 'production' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: settings.throttle,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });
  }

  /** The stage's invoke URL (`https://{api-id}.execute-api.{region}.amazonaws.com/`). */
  get url(): string {
    return this.stage.url;
  }
}
