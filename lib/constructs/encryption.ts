import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { Stage } from '../stage';

export interface OperationsKeyProps {
  stage: Stage;
}

/**
 * What CloudWatch Logs does with a log group's key (AWS "Encrypt log data in CloudWatch Logs using
 * AWS KMS" lists them as `kms:Encrypt*`, `kms:Decrypt*`, ...; named one by one here).
 */
export const LOGS_KEY_ACTIONS = [
  'kms:Encrypt',
  'kms:Decrypt',
  'kms:ReEncryptFrom',
  'kms:ReEncryptTo',
  'kms:GenerateDataKey',
  'kms:GenerateDataKeyWithoutPlaintext',
  'kms:DescribeKey',
] as const;
/** What CloudWatch alarms need to publish to a topic under the key (AWS: alarms and encrypted SNS topics). */
export const ALARMS_KEY_ACTIONS = ['kms:Decrypt', 'kms:GenerateDataKey'] as const;

/**
 * The stage's customer-managed KMS key for what operators read: the functions' and the API's log
 * groups (request ids, organization ids, errors; never a phone number or a name, but still the
 * stage's traffic) and the alarm topic. Rotated yearly. Beside the account (the key's default
 * policy), only two services may use it, each on this stage's resources only:
 * - CloudWatch Logs of the stack's region, for log groups of this account (encryption context);
 * - CloudWatch, to publish alarms to the topic (the form AWS documents: CloudWatch passes no
 *   source account or alarm to KMS; who may publish is the topic's business).
 * Kept with production's retained log groups: deleting the key would make them unreadable.
 */
export class OperationsKey extends Construct {
  readonly key: kms.Key;

  constructor(scope: Construct, id: string, props: OperationsKeyProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.key = new kms.Key(this, 'Key', {
      description: `careloop ${props.stage}: log groups and alarm topic`,
      enableKeyRotation: true,
      removalPolicy: props.stage === 'production' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchLogsOfThisAccount',
        principals: [new iam.ServicePrincipal(`logs.${stack.region}.amazonaws.com`)],
        actions: [...LOGS_KEY_ACTIONS],
        resources: ['*'],
        conditions: {
          ArnLike: {
            'kms:EncryptionContext:aws:logs:arn': stack.formatArn({ service: 'logs', resource: 'log-group', resourceName: '*', arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
          },
        },
      }),
    );
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchAlarmsOfThisAccount',
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: [...ALARMS_KEY_ACTIONS],
        resources: ['*'],
      }),
    );
  }
}
