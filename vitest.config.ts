import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**'],
    // Property tests and spec compilation are CPU-bound; two cores is what CI has.
    pool: 'forks',
    testTimeout: 60_000,
  },
});
