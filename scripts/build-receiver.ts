/**
 * Builds `careloop/webhooks/receiver` for plain Node from its one source, functions/webhooks/receiver.ts:
 *
 *   dist/webhooks/receiver.js    one ES module (esbuild bundle; it imports node:crypto only)
 *   dist/webhooks/receiver.d.ts  its types in one file (dts-bundle-generator)
 *
 * Both files are committed, so a clone or a git dependency works without building, and
 * test/webhooks/receiver.test.ts fails when they differ from what this script produces.
 * Run `npm run build:receiver` after changing receiver.ts, signing.ts or envelopes.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const SOURCE = 'functions/webhooks/receiver.ts';
export const RECEIVER_JS = 'dist/webhooks/receiver.js';
export const RECEIVER_DTS = 'dist/webhooks/receiver.d.ts';

const BANNER = `// Generated from ${SOURCE} by \`npm run build:receiver\`. Do not edit: change the source and rebuild.`;

export interface ReceiverBuild {
  js: string;
  dts: string;
}

/** The two files' contents, computed in memory. */
export const buildReceiver = async (): Promise<ReceiverBuild> => {
  const bundled = await build({
    absWorkingDir: root,
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    legalComments: 'none',
    banner: { js: BANNER },
    logLevel: 'silent',
  });
  const js = bundled.outputFiles[0]?.text;
  if (!js) throw new Error('esbuild produced no output');
  const [dts] = generateDtsBundle([{ filePath: `${root}${SOURCE}`, output: { noBanner: true, exportReferencedTypes: false } }], {
    preferredConfigPath: `${root}tsconfig.json`,
  });
  if (!dts) throw new Error('dts-bundle-generator produced no output');
  return { js, dts: `${BANNER}\n${dts}` };
};

const main = async (): Promise<void> => {
  const { js, dts } = await buildReceiver();
  for (const [path, text] of [
    [RECEIVER_JS, js],
    [RECEIVER_DTS, dts],
  ] as const) {
    mkdirSync(dirname(`${root}${path}`), { recursive: true });
    writeFileSync(`${root}${path}`, text);
    console.log(`wrote ${path}`);
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
