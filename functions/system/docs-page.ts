import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { routes } from '../routes';

/**
 * The API reference page: Redoc's standalone bundle rendering the OpenAPI document, all of it in
 * the one HTML answer (no CDN, no second request), under a Content-Security-Policy that lets run
 * only these two scripts (docs/decisions.md, 70).
 */

/** The renderer's file in its npm package; the CDK copies it beside the docs function's bundle. */
const RENDERER_MODULE = routes.docs.assets[0];
const RENDERER_FILE = RENDERER_MODULE.slice(RENDERER_MODULE.lastIndexOf('/') + 1);

/**
 * In Lambda the file sits beside the bundle (index.mjs); the local runtime reads it from the
 * package itself.
 */
const readRenderer = (): string => {
  const beside = new URL(`./${RENDERER_FILE}`, import.meta.url);
  const path = existsSync(beside) ? beside : nodeModule.createRequire(import.meta.url).resolve(RENDERER_MODULE);
  return withoutRemoteImages(readFileSync(path, 'utf8'));
};

/** Redoc's sidebar credit shows a logo from Redocly's CDN: the page uses a blank inline image instead, so it loads nothing from elsewhere. */
const REMOTE_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const BLANK_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";
const withoutRemoteImages = (source: string): string => source.replaceAll(REMOTE_LOGO, BLANK_SVG);

const REDOC_OPTIONS = {
  expandResponses: '200,201',
  jsonSampleExpandLevel: 3,
  hideDownloadButton: false,
  pathInMiddlePanel: true,
  sortTagsAlphabetically: false,
  theme: { colors: { primary: { main: '#1f5fbf' } }, typography: { fontFamily: 'system-ui, sans-serif', headings: { fontFamily: 'system-ui, sans-serif' } } },
};

const INIT_SCRIPT = `Redoc.init(JSON.parse(document.getElementById('openapi').textContent), ${JSON.stringify(REDOC_OPTIONS)}, document.getElementById('reference'));`;

const scriptHash = (source: string): string => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** JSON that cannot end the script element it sits in. */
const embeddableJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export interface DocsPage {
  html: string;
  contentSecurityPolicy: string;
}

/**
 * Redoc injects its styles at run time (styled-components), draws icons from data: URLs and runs
 * its search index in a worker made from a blob: URL; nothing else is allowed, and nothing may
 * leave the page.
 */
const contentSecurityPolicy = (scripts: readonly string[]): string =>
  [
    "default-src 'none'",
    `script-src ${scripts.map(scriptHash).join(' ')}`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    'font-src data:',
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

export const renderDocsPage = (document: Record<string, unknown>, renderer: string = readRenderer()): DocsPage => {
  const info = document.info as { title: string };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${info.title.replace(/[<&]/g, '')} reference</title>
<style>body{margin:0}</style>
</head><body>
<noscript>This reference needs JavaScript. The machine-readable description is at /v1/openapi.json.</noscript>
<div id="reference"></div>
<script type="application/json" id="openapi">${embeddableJson(document)}</script>
<script>${renderer}</script>
<script>${INIT_SCRIPT}</script>
</body></html>`;
  return { html, contentSecurityPolicy: contentSecurityPolicy([renderer, INIT_SCRIPT]) };
};
