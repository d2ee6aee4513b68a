/**
 * The ground floor stays at the bottom: functions/core (the ports, their adapters, configuration,
 * logging) imports only itself and npm packages, never a domain, the API layer, the registries
 * or the local runtime above it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const core = path.join(root, 'functions/core');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) ? [full] : [];
  });

/** Every module specifier of a file: static imports and exports, `import()`, `require()` and `import('…')` types. */
export const specifiersOf = (file: string, text: string): string[] => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** A specifier that reaches a file of the repository outside functions/core (relative or absolute paths). */
const leavesCore = (file: string, specifier: string): boolean => {
  if (!specifier.startsWith('.') && !path.isAbsolute(specifier)) return false; // an npm package or node: builtin
  const target = path.resolve(path.dirname(file), specifier);
  return path.relative(core, target).startsWith('..');
};

describe('layering', () => {
  it('finds the imports of every kind', () => {
    const text = [
      "import a from '../routes';",
      "import type { B } from './port';",
      "export { c } from '../../auth/authenticate';",
      "const d = await import('../consumers');",
      "type E = import('../engine/types').E;",
      "import * as z from 'zod/mini';",
    ].join('\n');
    const file = path.join(core, 'example.ts');
    expect(specifiersOf(file, text)).toEqual(['../routes', './port', '../../auth/authenticate', '../consumers', '../engine/types', 'zod/mini']);
    expect(specifiersOf(file, text).filter((specifier) => leavesCore(file, specifier))).toEqual([
      '../routes',
      '../../auth/authenticate',
      '../consumers',
      '../engine/types',
    ]);
  });

  it('functions/core imports nothing outside functions/core but npm packages', () => {
    const files = sourceFiles(core);
    expect(files.length).toBeGreaterThan(20);
    const outward = files.flatMap((file) =>
      specifiersOf(file, fs.readFileSync(file, 'utf8'))
        .filter((specifier) => leavesCore(file, specifier))
        .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
    );
    expect(outward).toEqual([]);
  });
});
