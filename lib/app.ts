import { App, type AppProps } from 'aws-cdk-lib';
import { CareloopStack } from './careloop-stack';
import { STAGES, type Stage } from './stage';

export const stackName = (stage: Stage): string => `careloop-${stage}`;

/** Both stages' stacks, in `app`. */
export const addStacks = (app: App): Record<Stage, CareloopStack> =>
  Object.fromEntries(STAGES.map((stage) => [stage, new CareloopStack(app, stackName(stage), { stage })])) as Record<Stage, CareloopStack>;

/**
 * Both stages, sharing nothing (DESIGN §1). Environment-agnostic: no account or region lookups,
 * so synth works offline without credentials; deploy takes them from the AWS environment.
 */
export function buildApp(props?: AppProps): { app: App; stacks: Record<Stage, CareloopStack> } {
  const app = new App(props);
  return { app, stacks: addStacks(app) };
}
