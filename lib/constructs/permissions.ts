import { ArnFormat, Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { channelSecretName } from '../../functions/channels/settings';
import { secretName } from '../../functions/ehr/connection';
import { INDEXES } from '../../functions/core/storage/port';
import type { TableAccess } from '../../functions/routes';
import { acknowledge, nagArn, wildcardResource } from '../acknowledgements';
import type { Stage } from '../stage';

/**
 * Least-privilege grants for the functions (and the scheduler's role). Every grant goes through `allow`, which refuses
 * wildcard actions and table scans at synth time, so a later change cannot widen a role by accident.
 */

const READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:Query',
  // Everyone updates: rate-limit counters and API keys' last_used_at.
  'dynamodb:UpdateItem',
] as const;

/**
 * There is no `dynamodb:TransactWriteItems` IAM action: a transaction is authorized item by item
 * by the underlying PutItem / UpdateItem / DeleteItem actions, plus `dynamodb:ConditionCheckItem`
 * for its ConditionCheck entries (AWS "Using IAM with DynamoDB transactions"). So the write set
 * below is exactly what TransactWriteItems needs.
 */
const WRITE_ACTIONS = [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'] as const;

export const TABLE_ACTIONS: Readonly<Record<TableAccess, readonly string[]>> = {
  read: READ_ACTIONS,
  write: WRITE_ACTIONS,
};

const FORBIDDEN = [/\*/, /^dynamodb:Scan$/i];

export type Conditions = Record<string, Record<string, unknown>>;

/**
 * Adds one Allow statement (with optional conditions) to the grantee's own policy; throws on `*`
 * in an action, on Scan, and on a `*` resource.
 */
export function allow(
  grantee: iam.IGrantable,
  actions: readonly string[],
  resources: readonly string[],
  conditions?: Conditions,
): iam.Grant {
  const bad = actions.filter((action) => FORBIDDEN.some((re) => re.test(action)));
  if (bad.length > 0) throw new Error(`refusing to grant ${bad.join(', ')}: list the exact actions a function needs`);
  if (actions.length === 0 || resources.length === 0) throw new Error('a grant needs at least one action and one resource');
  if (resources.includes('*')) throw new Error(`refusing to grant ${actions.join(', ')} on every resource: name the resources`);
  return iam.Grant.addToPrincipal({ grantee, actions: [...actions], resourceArns: [...resources], conditions });
}

/** The ARNs of the table's indexes (functions/core/storage/port.ts `INDEXES`), named: no `index/*`. */
export const tableIndexArns = (table: dynamodb.ITable): string[] => INDEXES.map((index) => `${table.tableArn}/index/${index}`);

/** The table actions of a route's access level, on the table and its indexes only. */
export function grantTableAccess(grantee: iam.IGrantable, table: dynamodb.ITable, access: TableAccess): iam.Grant {
  return allow(grantee, TABLE_ACTIONS[access], [table.tableArn, ...tableIndexArns(table)]);
}

/**
 * The ARN pattern of a stage's EHR credentials: `arn:<partition>:secretsmanager:<region>:<account>:secret:careloop/<stage>/ehr/*`
 * (the secrets functions/ehr/connection.ts names `secretName(stage, orgId)`; the `*` also covers
 * the random suffix Secrets Manager appends to a secret's ARN). Never another stage's secrets.
 */
export const ehrSecretsArn = (scope: IConstruct, stage: Stage): string =>
  Stack.of(scope).formatArn({
    service: 'secretsmanager',
    resource: 'secret',
    resourceName: secretName(stage, '*'),
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });

/** Reading the organizations' EHR credentials: `secretsmanager:GetSecretValue` on the stage's EHR secrets only. */
export function grantEhrCredentials(grantee: iam.IGrantable & IConstruct, stage: Stage): iam.Grant {
  acknowledge(
    grantee,
    wildcardResource(
      nagArn('secretsmanager', `secret:${secretName(stage, '*')}`),
      "One secret per organization, created when an organization connects its EHR (careloop ehr connect), so its name is known at run time only; the grant is scoped by the stage's EHR prefix (never another stage's or another kind of secret), and the handler reads only the caller organization's own secret.",
    ),
  );
  return allow(grantee, ['secretsmanager:GetSecretValue'], [ehrSecretsArn(grantee, stage)]);
}

/**
 * The ARN pattern of the organizations' Twilio credentials, `…:secret:careloop/production/channels/*`
 * (functions/channels/settings.ts `channelSecretName`). Channels exist in production only.
 */
export const channelSecretsArn = (scope: IConstruct): string =>
  Stack.of(scope).formatArn({
    service: 'secretsmanager',
    resource: 'secret',
    resourceName: channelSecretName('production', '*'),
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });

/** Reading the organizations' Twilio credentials: `secretsmanager:GetSecretValue` on the production channel secrets only. */
export function grantChannelCredentials(grantee: iam.IGrantable & IConstruct): iam.Grant {
  acknowledge(
    grantee,
    wildcardResource(
      nagArn('secretsmanager', `secret:${channelSecretName('production', '*')}`),
      "One Twilio secret per organization, created when an organization sets up its channels, so its name is known at run time only; the grant is scoped by production's channel prefix, and the function reads only the organization's own secret.",
    ),
  );
  return allow(grantee, ['secretsmanager:GetSecretValue'], [channelSecretsArn(grantee)]);
}
