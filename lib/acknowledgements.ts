import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * The cdk-nag findings (HIPAA Security, AwsSolutions, Serverless packs; test/cdk/nag.test.ts)
 * careloop acknowledges, each with the reason a reviewer reads, in one place
 * (docs/security.md lists them). An acknowledgement covers the construct it is made on and
 * everything under it; each is made on the narrowest construct that holds the finding.
 */

export type Acknowledged = { readonly id: string; readonly reason: string };

export const acknowledge = (scope: IConstruct, ...rules: readonly Acknowledged[]): void => {
  Validations.of(scope).acknowledge(...rules);
};

const LAMBDA_RUNTIME: Acknowledged[] = [
  {
    id: 'AwsSolutions-L1',
    reason:
      'nodejs22.x is a supported Lambda runtime (LTS) and the one the bundles target (lib/bundling.ts); the runtime is raised on purpose, with the bundling target and a test run, not whenever aws-cdk-lib learns a newer one.',
  },
];

/** A role whose one policy is CDK's default policy (a function's, the schedules' role). */
export const IAM_POLICY_OF_ONE_ROLE: Acknowledged = {
  id: 'HIPAA.Security-IAMNoInlinePolicy',
  reason:
    'The role has exactly one policy of its own (the CDK default policy), made only of least-privilege statements on named resources that lib/constructs/permissions.ts `allow` checks at synth (no wildcard action, no Scan, no `*` resource but X-Ray\'s, see below); a managed policy would be attached to this one role anyway, and reviewed the same way.',
};

/** Every function of the service (ServiceFunction). */
export const FUNCTION: Acknowledged[] = [
  ...LAMBDA_RUNTIME,
  { id: 'Serverless-LambdaLatestVersion', reason: LAMBDA_RUNTIME[0]!.reason },
  {
    id: 'HIPAA.Security-LambdaInsideVPC',
    reason:
      'The functions reach only AWS APIs (DynamoDB, SQS, Scheduler, EventBridge, Secrets Manager, over TLS with SigV4 and IAM) and the organizations\' EHRs and Twilio over public HTTPS (TLS): no private network resource exists to reach, and a VPC would add NAT gateways to the path without removing any of these public endpoints.',
  },
  {
    id: 'HIPAA.Security-LambdaDLQ',
    reason:
      'No function is invoked asynchronously, where a function dead-letter queue applies: routes are invoked synchronously by API Gateway (the caller gets the error envelope), queue consumers by their SQS event source (failures go to the queue\'s dead-letter queue after maxReceiveCount) and stream consumers by their DynamoDB stream event source (failures go to their on-failure destination queue). All of those queues are alarmed.',
  },
  { id: 'Serverless-LambdaDLQ', reason: 'See HIPAA.Security-LambdaDLQ: no function is invoked asynchronously; its event source or caller keeps the failure.' },
  IAM_POLICY_OF_ONE_ROLE,
];

/** A route's function: invoked by the HTTP API. */
export const ROUTE_FUNCTION: Acknowledged[] = [
  {
    id: 'HIPAA.Security-LambdaConcurrency',
    reason:
      'Route functions are capped by the API stage\'s throttling (StageSettings.throttle) and the per-organization rate limits the handlers enforce; reserving concurrency for each of ~70 routes would take it from the consumers and make a cold route return 429s.',
  },
];

/** A queue consumer's event source mapping (SQS). */
export const SQS_EVENT_SOURCE: Acknowledged[] = [
  {
    id: 'Serverless-LambdaEventSourceMappingDestination',
    reason:
      'Lambda supports on-failure destinations for stream and Kafka event sources only; a failed SQS message goes to its queue\'s dead-letter queue (redrive policy, maxReceiveCount), which is alarmed.',
  },
];

/** A dead-letter queue (of a work queue, of a stream consumer, of the recurring schedules). */
export const DEAD_LETTER_QUEUE: Acknowledged[] = [
  {
    id: 'AwsSolutions-SQS3',
    reason:
      'This queue is itself where failed work goes (a dead-letter queue, or a stream event source\'s on-failure destination, or the recurring schedules\' dead-letter queue); nothing consumes it automatically, it is alarmed and kept 14 days for an operator.',
  },
  { id: 'Serverless-SQSRedrivePolicy', reason: 'A dead-letter queue has no dead-letter queue of its own: nothing consumes it automatically, so nothing can fail to process it; it is alarmed.' },
];

/** The HTTP API's routes. */
export const API_ROUTES: Acknowledged[] = [
  {
    id: 'AwsSolutions-APIG4',
    reason:
      'Authentication and authorization live in every route\'s handler (functions/api/handler.ts: X-API-KEY or Bearer, organization scope, IP allowlist, scopes), before anything is read: API Gateway authorizers cannot return the service\'s two error envelopes (v1 and the EHR proxy\'s), nor count failed attempts per client address. Routes without a key (health, docs, OpenAPI, Twilio webhooks checked by signature, the 404 fallback) are public by design.',
  },
];

/** CloudFormation's custom-resource framework function of the sandbox EHR seed (aws-cdk-lib Provider). */
export const SEED_PROVIDER_FUNCTION: Acknowledged[] = [
  ...FUNCTION.filter((rule) => !rule.id.endsWith('LatestVersion') && rule.id !== 'AwsSolutions-L1'),
  {
    id: 'AwsSolutions-L1',
    reason: 'The custom-resource framework function is aws-cdk-lib\'s own (Provider); its runtime is chosen by aws-cdk-lib and raised with it.',
  },
  { id: 'Serverless-LambdaLatestVersion', reason: 'The custom-resource framework function is aws-cdk-lib\'s own (Provider); its runtime is chosen by aws-cdk-lib.' },
  {
    id: 'HIPAA.Security-LambdaConcurrency',
    reason: 'Runs once per sandbox deploy, invoked by CloudFormation only.',
  },
  { id: 'Serverless-LambdaTracing', reason: 'aws-cdk-lib\'s framework code, run once per sandbox deploy: nothing to trace; the seed function it invokes is traced.' },
  { id: 'Serverless-LambdaDefaultMemorySize', reason: 'aws-cdk-lib\'s Provider offers no memory setting; the framework only relays one call per sandbox deploy.' },
];

/** The sandbox EHR seed function: a deploy-time custom resource handler. */
export const SEED_FUNCTION: Acknowledged[] = [
  { id: 'HIPAA.Security-LambdaConcurrency', reason: 'Invoked once per sandbox deploy by the custom-resource framework, nothing else can invoke it.' },
];

/**
 * A wildcard in a resource ARN (AwsSolutions-IAM5), where the resource's name is made at run time
 * and only its prefix is known: the finding of `arn` (as cdk-nag writes it: `<AWS::Region>` for a
 * pseudo parameter, `<Logical.Arn>` for an attribute).
 */
export const wildcardResource = (arn: string, reason: string): Acknowledged => ({ id: `AwsSolutions-IAM5[Resource::${arn}]`, reason });

/** How cdk-nag writes an ARN of this stack's account and region. */
export const nagArn = (service: string, resource: string): string => `arn:<AWS::Partition>:${service}:<AWS::Region>:<AWS::AccountId>:${resource}`;

/** X-Ray's PutTraceSegments and PutTelemetryRecords, which have no resource-level permissions. */
export const XRAY_WILDCARD = wildcardResource(
  '*',
  'X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions (AWS service authorization reference), so `*` is the only resource they can be granted on; no other action is granted on `*`.',
);

/** A stage without a customer-managed key (StageSettings.customerManagedKey: the sandbox). */
export const WITHOUT_CUSTOMER_MANAGED_KEY: Acknowledged[] = [
  {
    id: 'HIPAA.Security-CloudWatchLogGroupEncrypted',
    reason:
      'The sandbox holds synthetic data only (the embedded EHR\'s seeded patients, a simulated patient, no message or call sent), and its logs carry no phone number or name anyway; CloudWatch Logs encrypts its log groups at rest with its service key. Production encrypts every log group with its customer-managed key (OperationsKey).',
  },
  {
    id: 'HIPAA.Security-SNSEncryptedKMS',
    reason:
      'The sandbox\'s alarm topic carries alarm state changes of synthetic traffic (no patient data) and enforces TLS; CloudWatch cannot publish to a topic under the AWS-managed SNS key, so encryption at rest would take a customer-managed key, $1 to $3 a month (docs/cost.md). Production\'s topic is under its customer-managed key.',
  },
  {
    id: 'AwsSolutions-SNS2',
    reason: 'See HIPAA.Security-SNSEncryptedKMS: the sandbox\'s alarm topic carries no patient data and enforces TLS.',
  },
];
