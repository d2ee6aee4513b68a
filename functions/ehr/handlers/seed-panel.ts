import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { logger } from '../../core/logger';
import { ports } from '../../core/runtime';
import { seedSandboxOrganizations } from '../seeding';

/**
 * The sandbox stack's deploy-time custom resource (CDK Provider onEvent): on create and update,
 * every organization without the current synthetic panel gets it. Nothing to undo on delete:
 * the panel goes with the table.
 */
export const handler = async (event: CloudFormationCustomResourceEvent) => {
  const physicalId = 'careloop-ehr-synthetic-panel';
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId ?? physicalId };
  const { stage, store } = ports();
  if (stage !== 'sandbox') throw new Error('The synthetic panel is only seeded in the sandbox stage');
  const result = await seedSandboxOrganizations(store);
  logger.info('Synthetic EHR panel seeded', result);
  return { PhysicalResourceId: physicalId, Data: { Organizations: String(result.organizations), Seeded: String(result.seeded) } };
};
