import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Property tests and spec compilation are CPU-bound; two cores is what CI has.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['**/*.test.ts'], exclude: ['node_modules/**', 'dist/**', '**/*.e2e.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.e2e.test.ts'],
          // One prerendered fixture site, built once for every browser test.
          globalSetup: ['test/e2e/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
