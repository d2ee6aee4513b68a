import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The `handler` export of a function's module (an entry relative to the repository root), as Lambda loads it. */
export const importHandler = async <H>(root: string, entry: string): Promise<H> =>
  ((await import(pathToFileURL(path.resolve(root, entry)).href)) as { handler: H }).handler;
