import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { AssetHashType, Aspects, type CfnResource, DockerImage, type IAspect, Lazy, Stack, Stage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3assets from 'aws-cdk-lib/aws-s3-assets';
import * as cxapi from 'aws-cdk-lib/cx-api';
import type { Construct, IConstruct } from 'constructs';
import { type BundleRequest, REPO_ROOT, bundleFunctions, bundleKey } from '../bundling';

/**
 * A function's code whose package is made when the app synthesizes: until then it is only a
 * request (entry and assets); `FunctionBundles` then bundles every such request of the app in one
 * esbuild pass and gives each code its asset, which `bind` has already pointed the function at.
 * The asset is the same an `AssetCode` would make (`<function>/Code`, hashed from the package's
 * content), so a change to a module changes exactly the functions that bundle it.
 */
class BundledCode extends lambda.Code {
  readonly isInline = false;
  private scope?: Construct;
  private resource?: { resource: CfnResource; property: string };
  private asset?: s3assets.Asset;

  constructor(readonly request: BundleRequest) {
    super();
  }

  bind(scope: Construct): lambda.CodeConfig {
    if (this.scope) throw new Error('a bundled code belongs to one function');
    this.scope = scope;
    const bound = (): s3assets.Asset => {
      if (!this.asset) throw new Error(`${scope.node.path}: the function's package was not bundled before synthesis`);
      return this.asset;
    };
    return {
      s3Location: {
        bucketName: Lazy.string({ produce: () => bound().s3BucketName }),
        objectKey: Lazy.string({ produce: () => bound().s3ObjectKey }),
      },
    };
  }

  override bindToResource(resource: CfnResource, options: lambda.ResourceBindOptions = {}): void {
    this.resource = { resource, property: options.resourceProperty ?? 'Code' };
  }

  /** Gives the function its package (a directory holding index.mjs and the assets). */
  attach(packageDir: string): void {
    if (!this.scope) throw new Error('a bundled code is attached after its function bound it');
    this.asset = new s3assets.Asset(this.scope, 'Code', { path: packageDir, deployTime: true });
    if (this.resource) this.asset.addResourceMetadata(this.resource.resource, this.resource.property);
  }
}

/**
 * A stack that `cdk synth` does not bundle (`aws:cdk:bundling-stacks`, e.g. `cdk synth <other
 * stack>` or the CDK tests): an asset that only pretends, as NodejsFunction's skipped bundling does
 * (no esbuild, nothing copied, a hash from the function's path).
 */
const NOT_BUNDLED: s3assets.AssetOptions = {
  assetHashType: AssetHashType.OUTPUT,
  bundling: {
    image: DockerImage.fromRegistry('careloop-not-bundled'),
    local: {
      tryBundle: () => {
        throw new Error('careloop functions are bundled by FunctionBundles, never here');
      },
    },
  },
};

/**
 * Every function package of one app, made in one esbuild pass (lib/bundling.ts) when the app
 * synthesizes: an aspect of the app, so every synthesis (`cdk synth`, the tests' templates) finds
 * the functions' codes attached, whichever constructs made them.
 */
export class FunctionBundles implements IAspect {
  private static readonly byApp = new WeakMap<IConstruct, FunctionBundles>();
  private pending: BundledCode[] = [];

  private constructor(private readonly app: IConstruct) {}

  /** The bundles of `scope`'s app. */
  static of(scope: IConstruct): FunctionBundles {
    const root = scope.node.root;
    let bundles = FunctionBundles.byApp.get(root);
    if (!bundles) {
      bundles = new FunctionBundles(root);
      FunctionBundles.byApp.set(root, bundles);
      Aspects.of(root).add(bundles);
    }
    return bundles;
  }

  /** The code of a function of `scope` (its stack): bundled at synthesis unless the stack is not to be bundled. */
  code(scope: IConstruct, request: BundleRequest): lambda.Code {
    if (!Stack.of(scope).bundlingRequired) return lambda.Code.fromAsset(REPO_ROOT, NOT_BUNDLED);
    const code = new BundledCode(request);
    this.pending.push(code);
    return code;
  }

  /** The requests not yet bundled (`npm run bench:synth` bundles them itself). */
  get pendingRequests(): BundleRequest[] {
    return this.pending.map((code) => code.request);
  }

  visit(): void {
    if (this.pending.length > 0) this.bundle(this.pending.splice(0));
  }

  private bundle(codes: readonly BundledCode[]): void {
    const stage = Stage.isStage(this.app) ? this.app : Stage.of(this.app);
    if (!stage) throw new Error('function bundles need an App or a Stage');
    const started = performance.now();
    const outdir = mkdtempSync(path.join(stage.assetOutdir, 'bundling-'));
    try {
      const packages = bundleFunctions(
        codes.map((code) => code.request),
        outdir,
      );
      // Each asset copies its package into the assembly (asset.<hash>) as it is made.
      for (const code of codes) code.attach(packages.get(bundleKey(code.request))!);
      process.stderr.write(
        `Bundled ${codes.length} functions (${packages.size} packages) in one esbuild pass, ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
      );
    } finally {
      // Asset staging disabled (SAM, `cdk watch` hotswap): the assets point at these directories.
      if (!stage.node.tryGetContext(cxapi.DISABLE_ASSET_STAGING_CONTEXT)) rmSync(outdir, { recursive: true, force: true });
    }
  }
}
