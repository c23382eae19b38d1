import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/contract/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['test/unit/setup.ts'],
  },
});
