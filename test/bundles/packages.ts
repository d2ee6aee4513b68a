/**
 * The function packages as deployed (docs/bundles.md), shared by the bundle tests: the app is
 * synthesized with its one-pass bundling, every function's package (its asset directory) is copied
 * to a temporary directory outside the repository, where no node_modules can be resolved, and each
 * function is described as the template declares it (handler string, environment).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../lib/app';
import { REPO_ROOT } from '../../lib/bundling';
import { testOutdir } from '../cdk/template';

export interface DeployedFunction {
  /** The function's id (its construct's parent: the route's or consumer's id). */
  id: string;
  stage: string;
  handler: string;
  environment: Record<string, unknown>;
  /** The package's directory in the copy outside the repository. */
  dir: string;
}

export interface DeployedPackages {
  /** The temporary directory holding the copies (outside the repository). */
  copies: string;
  functions: DeployedFunction[];
  remove(): void;
}

type Resource = { Type: string; Properties?: Record<string, any>; Metadata?: Record<string, any> };

/** A template value as a string the function can read: refs and attributes become recognizable placeholders. */
export const localValue = (value: unknown): string => (typeof value === 'string' ? value : `local:${JSON.stringify(value).replace(/[^A-Za-z0-9:.-]+/g, '')}`);

/** The nested stacks' templates of a stack's template (files in the assembly directory). */
function readNested(templateFile: string, directory: string): string[] {
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as { Resources: Record<string, Resource> };
  return Object.values(template.Resources)
    .filter((r) => r.Type === 'AWS::CloudFormation::Stack' && typeof r.Metadata?.['aws:asset:path'] === 'string')
    .map((r) => path.join(directory, r.Metadata!['aws:asset:path'] as string));
}

/** Synthesizes the app as `cdk synth` does and copies every bundled function's package outside the repository. */
export function synthesizePackages(): DeployedPackages {
  const outdir = testOutdir();
  // As the CDK CLI synthesizes: bundled, each resource with its asset path and construct path.
  const { app } = buildApp({ outdir, context: { 'aws:cdk:enable-asset-metadata': true, 'aws:cdk:enable-path-metadata': true } });
  const assembly = app.synth();
  const copies = mkdtempSync(path.join(tmpdir(), 'careloop-bundles-'));
  if (!path.relative(REPO_ROOT, copies).startsWith('..')) throw new Error(`the copies must be outside the repository: ${copies}`);
  const functions: DeployedFunction[] = [];
  for (const artifact of assembly.stacks) {
    const templates = [artifact.templateFullPath, ...readNested(artifact.templateFullPath, assembly.directory)];
    for (const file of templates) {
      const template = JSON.parse(readFileSync(file, 'utf8')) as { Resources: Record<string, Resource> };
      for (const [logicalId, resource] of Object.entries(template.Resources)) {
        if (resource.Type !== 'AWS::Lambda::Function') continue;
        const assetPath = resource.Metadata?.['aws:asset:path'] as string | undefined;
        const cdkPath = resource.Metadata?.['aws:cdk:path'] as string | undefined;
        if (!assetPath || !cdkPath || !cdkPath.includes('/')) continue;
        const source = path.join(assembly.directory, assetPath);
        if (!existsSync(path.join(source, 'index.mjs'))) continue; // not a bundled function (a CDK custom resource provider)
        const dir = path.join(copies, assetPath);
        if (!existsSync(dir)) cpSync(source, dir, { recursive: true });
        const parts = cdkPath.split('/');
        functions.push({
          id: parts[parts.length - 3] ?? logicalId,
          stage: artifact.stackName,
          handler: resource.Properties!.Handler as string,
          environment: (resource.Properties!.Environment?.Variables ?? {}) as Record<string, unknown>,
          dir,
        });
      }
    }
  }
  // The assembly (and the packages in it) is not needed any more: only the copies are loaded.
  rmSync(outdir, { recursive: true, force: true });
  return { copies, functions, remove: () => rmSync(copies, { recursive: true, force: true }) };
}

/** How the Lambda runtime reads `index.handler`: the module `index` (.mjs here) and its export `handler`. */
export const moduleOf = (fn: DeployedFunction) => {
  const dot = fn.handler.lastIndexOf('.');
  return { file: path.join(fn.dir, `${fn.handler.slice(0, dot)}.mjs`), exportName: fn.handler.slice(dot + 1) };
};

/**
 * The process environment of a function as Lambda gives it: fake credentials, the function's name,
 * and the template's variables, each resolved by `resolve` (references the test can stand in for)
 * or else a placeholder.
 */
export const lambdaEnvironment = (fn: DeployedFunction, resolve: (name: string, value: unknown) => string | undefined = () => undefined): Record<string, string | undefined> => ({
  PATH: process.env.PATH,
  LOG_LEVEL: 'SILENT',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_LAMBDA_FUNCTION_NAME: fn.id,
  ...Object.fromEntries(Object.entries(fn.environment).map(([name, value]) => [name, resolve(name, value) ?? localValue(value)])),
});
