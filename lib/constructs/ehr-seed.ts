import { type CfnElement, CustomResource, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { PANEL_VERSION } from '../../functions/ehr/local/seed';
import { IAM_POLICY_OF_ONE_ROLE, SEED_FUNCTION, SEED_PROVIDER_FUNCTION, acknowledge, wildcardResource } from '../acknowledgements';
import { stageSettings } from '../stage';
import { allow } from './permissions';
import { type FunctionDefinition, type FunctionWiring, ServiceFunction } from './service-function';

/** The seed handler (a CDK Provider onEvent handler: returns `{ PhysicalResourceId, Data? }`). */
export const EHR_SEED_ENTRY = 'functions/ehr/handlers/seed-panel.ts';

/**
 * The version of the synthetic panel the sandbox is seeded with (functions/ehr/local/seed.ts): a
 * new version changes the custom resource's properties, so CloudFormation runs the seed again.
 */
export { PANEL_VERSION };

export const ehrSeedFunctionDefinition = (): FunctionDefinition => ({
  id: 'EhrSeed',
  entry: EHR_SEED_ENTRY,
  label: 'deploy-time seed of the sandbox local EHR',
  description: "Deploy-time custom resource: seeds the sandbox's local EHR with the synthetic panel",
  // Every organization of the sandbox gets the panel, in one invocation.
  timeout: Duration.minutes(5),
  table: 'write',
});

export interface EhrSeedProps {
  wiring: FunctionWiring;
  /** Default: `PANEL_VERSION`. A new value re-runs the seed on the next deploy. */
  panelVersion?: string;
}

/**
 * Seeds the sandbox's local EHR at deploy time: a custom resource (`Custom::EhrSeed`, property
 * `PanelVersion`) served by the CDK Provider framework, whose onEvent handler is the seed function.
 * CloudFormation calls it on create and whenever `PanelVersion` changes (update); delete is a no-op
 * in the handler. Sandbox only: production's EHR data is the customers' own.
 *
 * The seed function is a ServiceFunction (own role and log group, the table's write actions, a
 * 5-minute timeout). The framework function CDK adds in front of it gets an explicit role too (the
 * default one carries AWSLambdaBasicExecutionRole: logs on every group) and its own log group.
 */
export class EhrSeed extends Construct {
  readonly seedFunction: ServiceFunction;
  readonly provider: Provider;
  /** The Provider's framework function (CloudFormation's service token), which invokes the seed function. */
  readonly providerFunction: lambda.Function;
  /** The role of the Provider's framework function (invokes the seed function, writes its log group). */
  readonly providerRole: iam.Role;
  readonly providerLogs: logs.LogGroup;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: EhrSeedProps) {
    super(scope, id);
    const { wiring } = props;
    if (wiring.stage !== 'sandbox') throw new Error('the synthetic EHR panel is seeded in the sandbox only');

    this.seedFunction = new ServiceFunction(this, 'Seed', { definition: ehrSeedFunctionDefinition(), wiring });
    acknowledge(this.seedFunction, ...SEED_FUNCTION);

    this.providerLogs = new logs.LogGroup(this, 'ProviderLogs', {
      retention: stageSettings(wiring.stage).logRetention,
      encryptionKey: wiring.logsKey,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.providerRole = new iam.Role(this, 'ProviderRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `careloop ${wiring.stage} EhrSeed provider (custom resource framework)`,
    });
    allow(this.providerRole, ['logs:CreateLogStream', 'logs:PutLogEvents'], [this.providerLogs.logGroupArn]);

    // Grants the framework lambda:InvokeFunction and lambda:GetFunction on the seed function only.
    this.provider = new Provider(this, 'Provider', {
      onEventHandler: this.seedFunction.function,
      frameworkOnEventRole: this.providerRole,
      logGroup: this.providerLogs,
    });
    this.providerFunction = this.provider.node.findChild('framework-onEvent') as lambda.Function;
    acknowledge(this.providerFunction, ...SEED_PROVIDER_FUNCTION);
    const seedFunctionId = Stack.of(this).getLogicalId(this.seedFunction.function.node.defaultChild as CfnElement);
    acknowledge(
      this.providerRole,
      IAM_POLICY_OF_ONE_ROLE,
      wildcardResource(
        `<${seedFunctionId}.Arn>:*`,
        "aws-cdk-lib's Provider grants lambda:InvokeFunction on the seed function and its versions and aliases (`<arn>:*`): one function, nothing else.",
      ),
    );

    this.resource = new CustomResource(this, 'Panel', {
      serviceToken: this.provider.serviceToken,
      resourceType: 'Custom::EhrSeed',
      properties: { PanelVersion: props.panelVersion ?? PANEL_VERSION },
    });
  }
}
