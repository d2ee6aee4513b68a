/**
 * cdk-nag's HIPAA Security, AwsSolutions and Serverless packs over both stages as `cdk synth`
 * builds them (nested route stacks included): no unacknowledged error or warning. What is
 * acknowledged, and why, is in lib/acknowledgements.ts (docs/security.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type App, Stack, Validations } from 'aws-cdk-lib';
import * as sns from 'aws-cdk-lib/aws-sns';
import { AwsSolutionsChecks, HIPAASecurityChecks, ServerlessChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { addStacks } from '../../lib/app';
import { testApp } from './template';

type Report = { pluginReports: { pluginName: string; violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[] }[] };

/** Synthesizes `app` under the three packs: each violation as `severity rule path`, none if synth passed. */
const nagFindings = (app: App): string[] => {
  Validations.of(app).addPlugins(new HIPAASecurityChecks(app), new AwsSolutionsChecks(app), new ServerlessChecks(app));
  let failure: unknown;
  try {
    app.synth();
  } catch (error) {
    failure = error;
  }
  const reportFile = path.join(app.outdir, 'validation-report.json');
  if (!existsSync(reportFile)) {
    if (failure) throw failure;
    return [];
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((v) => v.violatingConstructs.map((c) => `${v.severity} ${v.ruleName} ${c.constructPath}`)),
  );
};

describe('cdk-nag: HIPAA Security, AwsSolutions, Serverless', () => {
  it('both stages have no unacknowledged finding, error or warning', () => {
    const app = testApp();
    addStacks(app);
    expect(nagFindings(app)).toEqual([]);
  });

  it('the packs do report what nobody acknowledged (an SNS topic without KMS)', () => {
    const app = testApp();
    new sns.Topic(new Stack(app, 'Probe'), 'Topic', { enforceSSL: true });
    expect(nagFindings(app)).toContain('error HIPAA.Security-SNSEncryptedKMS Probe/Topic/Resource');
  });
});
