import { CfnOutput, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { allRoutes, fallbackRoute } from '../functions/routes';
import { CareloopAlarms } from './constructs/alarms';
import { CareloopApi } from './constructs/api';
import { RouteFunction } from './constructs/route-function';
import { CareloopTable } from './constructs/table';
import type { Stage } from './stage';

export interface CareloopStackProps extends StackProps {
  stage: Stage;
}

/**
 * One environment of the service (DESIGN §1): its own table, API and functions. The production
 * and sandbox stacks share nothing, so no datum can cross environments.
 */
export class CareloopStack extends Stack {
  readonly stage: Stage;
  readonly table: CareloopTable;
  readonly routeFunctions: RouteFunction[];
  readonly fallbackFunction: RouteFunction;
  readonly api: CareloopApi;
  readonly alarms: CareloopAlarms;

  constructor(scope: Construct, id: string, props: CareloopStackProps) {
    super(scope, id, { description: `careloop ${props.stage}: patient engagement API`, ...props });
    const { stage } = props;
    this.stage = stage;
    Tags.of(this).add('service', 'careloop');
    Tags.of(this).add('stage', stage);

    this.table = new CareloopTable(this, 'Data', { stage });
    const table = this.table.table;

    this.routeFunctions = allRoutes().map((route) => new RouteFunction(this, route.id, { route, stage, table }));
    this.fallbackFunction = new RouteFunction(this, fallbackRoute.id, { route: fallbackRoute, stage, table });

    this.api = new CareloopApi(this, 'Api', { stage, routes: this.routeFunctions, fallback: this.fallbackFunction });
    this.alarms = new CareloopAlarms(this, 'Alarms', {
      stage,
      functions: [...this.routeFunctions, this.fallbackFunction],
      table,
      api: this.api,
    });

    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'Base URL of this stage' });
    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'The stage table' });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn, description: 'Subscribe to be paged' });
  }
}
