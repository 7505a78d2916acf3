/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';

const pkg: unknown = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const version = typeof pkg === 'object' && pkg !== null && 'version' in pkg ? String(pkg.version) : '0.0.0';

// One ES-module entry (dist/storefront.js) holding only the registry and the load strategies; React, the core
// and every widget are code-split into dist/chunks/ and resolved relative to storefront.js (base './'), so dist/
// works wherever it is served from (wp-content/plugins/<any-name>/).
export default defineConfig({
  base: './',
  plugins: [react()],
  define: { __SW_VERSION__: JSON.stringify(version) },
  build: {
    outDir: process.env.SW_DIST ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: 'manifest.json',
    cssCodeSplit: true,
    // The entry lists only CSS to load with each widget chunk (and React's own chunks for the runtime): the
    // per-widget JS preload lists cost more entry bytes than the one extra round trip they save.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps) => (/runtime-/.test(filename) ? deps : deps.filter((d) => d.endsWith('.css'))),
    },
    sourcemap: false,
    rollupOptions: {
      input: { storefront: 'mount/index.ts' },
      preserveEntrySignatures: false,
      output: {
        format: 'es',
        entryFileNames: 'storefront.js',
        chunkFileNames: 'chunks/[name]-[hash:7].js',
        assetFileNames: 'chunks/[name]-[hash:7][extname]',
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    include: ['{src,widgets,mount,fixtures,tools}/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 10_000,
  },
});
