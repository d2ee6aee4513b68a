/**
 * GET /docs in a real browser: headless Debian Chromium (driven by playwright-core) renders the
 * reference from the page alone, under its Content-Security-Policy, with nothing fetched from
 * anywhere but the stage. Skipped, loudly, where /usr/bin/chromium is not installed (.ci/run
 * installs it, so CI always runs this).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { type TestStage, startTestStage } from '../support/local-stage';

const CHROMIUM = '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available) console.warn(`\n*** SKIPPED test/system/docs-browser.test.ts: ${CHROMIUM} is not installed (apt-get install -y chromium) ***\n`);

describe.skipIf(!available)('GET /docs in headless Chromium', () => {
  let stage: TestStage;
  let browser: BrowserContext;
  let profile: string;

  beforeAll(async () => {
    stage = await startTestStage('sandbox', { routes: [routes.docs, routes.openapi, routes.health] });
    profile = mkdtempSync(path.join(tmpdir(), 'careloop-chromium-'));
    // A fresh profile each run (playwright passes it as --user-data-dir).
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      viewport: { width: 1400, height: 1000 },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await stage?.stop();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('renders the engagements section with the create-engagement request example, fetching nothing from elsewhere', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });

    const response = await page.goto(`${stage.url}/docs#tag/Engagements/operation/CreateEngagement`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);

    const operation = page.locator('[id="tag/Engagements/operation/CreateEngagement"]');
    await operation.waitFor({ state: 'visible', timeout: 30_000 });
    await expect.poll(() => operation.innerText(), { timeout: 15_000 }).toContain('Request samples');
    const text = await operation.innerText();
    // The request example's values, rendered in the samples panel.
    expect(text).toContain('post_discharge');
    expect(text).toContain('Riverside Cardiology');
    expect(text).toContain('Create an engagement');
    // The tag's description and the webhooks are in the reference too.
    const whole = await page.locator('#reference').innerText();
    expect(whole).toContain('automated check-in of one patient');
    expect(whole).toContain('engagement.completed');

    if (process.env.DOCS_SCREENSHOT) await page.screenshot({ path: process.env.DOCS_SCREENSHOT, fullPage: false });

    const origin = new URL(stage.url).origin;
    const elsewhere = requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'));
    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});
