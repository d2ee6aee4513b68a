import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { Stage } from '../stage';

export interface CareloopTableProps {
  stage: Stage;
}

/**
 * The stage's single table (single-table design: `pk`/`sk`, two overloaded GSIs).
 *
 * `TableV2` (AWS::DynamoDB::GlobalTable) rather than `Table`: it is the construct AWS now
 * recommends, and moving a live table from one resource type to the other later means a
 * retain-and-import dance with the data; a GlobalTable with one replica costs the same as a plain
 * table and lets a disaster-recovery replica be added later without replacing it. Its encryption
 * `TableEncryptionV2.awsManagedKey()` is the equivalent of `TableEncryption.AWS_MANAGED`
 * (SSE with the `aws/dynamodb` KMS key).
 */
export class CareloopTable extends Construct {
  readonly table: dynamodb.TableV2;

  constructor(scope: Construct, id: string, props: CareloopTableProps) {
    super(scope, id);
    const production = props.stage === 'production';
    const str = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

    this.table = new dynamodb.TableV2(this, 'Table', {
      partitionKey: str('pk'),
      sortKey: str('sk'),
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryptionV2.awsManagedKey(),
      timeToLiveAttribute: 'ttl',
      // The outbox relay reads the change feed (DESIGN §9: events stored with the change).
      dynamoStream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      globalSecondaryIndexes: [
        { indexName: 'gsi1', partitionKey: str('gsi1pk'), sortKey: str('gsi1sk'), projectionType: dynamodb.ProjectionType.ALL },
        { indexName: 'gsi2', partitionKey: str('gsi2pk'), sortKey: str('gsi2sk'), projectionType: dynamodb.ProjectionType.ALL },
      ],
      deletionProtection: production,
      removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }
}
