/** The CDK app (cdk.json: `npx tsx bin/app.ts`): careloop-production and careloop-sandbox. */
import { buildApp } from '../lib/app';

buildApp().app.synth();
