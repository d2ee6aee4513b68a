import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The engine's words are loaded per language (decision 184); every test file has all five.
    setupFiles: ['test/engine/load-every-language.ts'],
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Handlers log at import time's level; tests that read logs set their own.
    env: { LOG_LEVEL: 'SILENT' },
    reporters: process.env.VITEST_JSON_REPORT ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT }]] : ['default'],
  },
});
