import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './tools/size/compress.js';
import { radixIconsPlugin } from './tools/size/icons.js';
import { preloadListsPlugin } from './tools/size/preload.js';

export default defineConfig({
  // precompressPlugin: .br and .gz beside each text asset, served by server/plugins/spa.ts (issue 14);
  // radixIconsPlugin: the icons of the entry and sign-in in one chunk, the frame's in another, the rest with
  // their screens;
  // preloadListsPlugin: lazy chunks' preload lists without the chunks the entry has loaded (issue 14)
  plugins: [react(), radixIconsPlugin(), preloadListsPlugin(), precompressPlugin()],
  // Source maps only when asked (SOURCEMAP=1): they are not published with the console (issue 14).
  // The manifest lets `npm run size` walk each page's static imports.
  build: { outDir: 'dist', sourcemap: process.env.SOURCEMAP === '1', manifest: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  test: {
    // Vitest's default for a run is one worker fewer than the cores: one worker on the 2-core CI machine, which left a
    // core idle through the whole unit and API stage. The PostgreSQL run beside the end-to-end one asks for one
    // (.ci/run), so the browsers keep their share.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
          // a hang guard, not a speed check: screen tests type key by key and take seconds on a busy 2-core machine
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          globalSetup: ['tests/support/db-template.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'tools', environment: 'node', include: ['tools/**/*.test.ts'], testTimeout: 60_000 },
      },
    ],
  },
});
