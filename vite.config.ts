/// <reference types="vitest/config" />
import { defineConfig, minify, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { posix } from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { PreloadMap } from './mount/preloadAtLoad.ts';
import { loadsAtLoad } from './mount/loadsAtLoad.ts';
import { deriveRegistry, reactWidgets, type Manifests } from './mount/manifests.ts';
import { itiLazyList } from './vite.itiLazyList.ts';
import { pluginZip } from './vite.pluginZip.ts';
import { translations } from './vite.translations.ts';
import { firstPaintModules, firstPaintPlugin, manifests, widgetManifests } from './vite.manifests.ts';

const pkg: unknown = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const version = typeof pkg === 'object' && pkg !== null && 'version' in pkg ? String(pkg.version) : '0.0.0';

/**
 * The entry imports its loaders chunk (mount/loaders.ts: every widget's lazy import with its whole preload list)
 * by URL, so Vite's preload helper stays out of the entry. The chunk is emitted here and its hashed file name
 * written into the entry; the build fails if the entry imports anything statically (a module it shared with
 * the widgets would be split into a chunk the entry waits for).
 */
function loadersChunk(): Plugin {
  let ref = '';
  return {
    name: 'storefront-loaders-chunk',
    apply: 'build',
    buildStart() {
      ref = this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL('./mount/loaders.ts', import.meta.url)),
        name: 'loaders',
        preserveSignature: 'strict',
      });
    },
    generateBundle(_options, bundle) {
      const entry = bundle['storefront.js'];
      if (entry?.type !== 'chunk') return;
      if (entry.imports.length)
        this.error(
          `storefront.js imports ${entry.imports.join(', ')}: the entry must stand alone (see mount/inline.ts)`,
        );
      if (!entry.code.includes('__SW_LOADERS__')) this.error('storefront.js does not name its loaders chunk');
      // the loaders chunk and the chunks it imports (Vite's preload helper): requested together, in one round
      const file = this.getFileName(ref);
      const loaders = bundle[file];
      const files = [file, ...(loaders?.type === 'chunk' ? loaders.imports : [])].map((f) => `./${f}`);
      entry.code = entry.code.replaceAll('__SW_LOADERS__', JSON.stringify(files));
      // React's root host and every chunk under it, for the loaders to preload (mount/preloadRuntime.ts)
      const runtime = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.moduleIds.some((m) => m.endsWith('/mount/runtime.tsx')),
      );
      if (loaders?.type !== 'chunk' || runtime?.type !== 'chunk')
        return this.error('no loaders or runtime chunk');
      if (!loaders.code.includes('__SW_RUNTIME__')) this.error('the loaders chunk does not name the runtime');
      const rel = [...closure(bundle, runtime.fileName)].map(
        (f) => `./${posix.relative(posix.dirname(file), f)}`,
      );
      loaders.code = loaders.code.replaceAll('__SW_RUNTIME__', JSON.stringify(rel));
    },
  };
}

/** a chunk and every chunk it imports, at any depth (what a dynamic import of it preloads) */
function closure(bundle: OutputBundle, start: string, out = new Set<string>()): Set<string> {
  const c = bundle[start];
  if (out.has(start) || c?.type !== 'chunk') return out;
  out.add(start);
  c.imports.forEach((f) => closure(bundle, f, out));
  return out;
}

/**
 * The head script's load-time preload (mount/preloadAtLoad.ts): for each widget with a registry row that loads
 * once the page has (loadsAtLoad), the chunks and stylesheets its lazy import preloads, and React's root host for
 * a React widget (preloadRuntime.ts), as the loaders chunk would request them. No selectors: the head reads them
 * from the entry at `load`.
 */
function preloadMap(bundle: OutputBundle, declared: Manifests, fail: (m: string) => never): PreloadMap {
  const registry = deriveRegistry(declared);
  const react = new Set(reactWidgets(declared));
  const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
  const runtime =
    chunks.find((c) => c.moduleIds.some((m) => m.endsWith('/mount/runtime.tsx'))) ?? fail('no runtime chunk');
  // short names (no `chunks/`, no `.js`), each file and each list once: it is inline in every page's head
  const short = (f: string) =>
    (f.startsWith('chunks/') ? f.slice(7) : fail(`${f} is not in chunks/`)).replace(/\.js$/, '');
  // requested in this order: the loaders chunk and its imports first (the entry asks for them at this moment
  // too: every widget's load waits for them), then the largest first (they take longest to come)
  const loaders = chunks.find((c) => c.name === 'loaders') ?? fail('no loaders chunk');
  const first = [loaders.fileName, ...loaders.imports];
  const bySize = chunks
    .filter((c) => c.fileName.startsWith('chunks/') && !first.includes(c.fileName))
    .sort((a, b) => b.code.length - a.code.length)
    .map((c) => c.fileName);
  const css = Object.values(bundle).flatMap((a) =>
    a.type === 'asset' && a.fileName.endsWith('.css') ? [a.fileName] : [],
  );
  const lists: number[][] = [];
  const listIndex = (list: number[]) => {
    const i = lists.findIndex((l) => l.join() === list.join());
    return i >= 0 ? i : lists.push(list) - 1;
  };
  const wanted = registry.flatMap((e) => {
    if (!loadsAtLoad(e)) return [];
    const own =
      chunks.find((c) => c.moduleIds.some((m) => m.endsWith(`/widgets/${e.name}/index.ts`))) ??
      fail(`no chunk for ${e.name}`);
    const js = closure(bundle, own.fileName);
    if (react.has(e.name)) closure(bundle, runtime.fileName, js);
    const css = [...js].flatMap((f) => [
      ...(chunks.find((c) => c.fileName === f)?.viteMetadata?.importedCss ?? []),
    ]);
    return [{ name: e.name, selector: e.selector, all: [...js, ...css] }];
  });
  // what the `body` rows need comes on every page (the cart's refresh is one of them and never stands down):
  // requested with the loaders, and no list names it
  const everyPage = new Set(wanted.filter((w) => w.selector === 'body').flatMap((w) => w.all));
  const always = [...first, ...[...bySize, ...css].filter((f) => everyPage.has(f))];
  const files: string[] = [...always, ...[...bySize, ...css].filter((f) => !always.includes(f))].map(short);
  const widgets: PreloadMap['widgets'] = {};
  for (const w of wanted) {
    const list = w.all
      .map((f) => files.indexOf(short(f)))
      .filter((i) => i >= always.length)
      .sort((a, b) => a - b);
    if (!list.length) continue;
    const index = listIndex(list);
    if (Object.hasOwn(widgets, w.name) && widgets[w.name] !== index) fail(`${w.name}: two preload lists`);
    widgets[w.name] = index;
  }
  // only the files some list needs, in that order
  const used = [...new Set([...always.map((_, i) => i), ...lists.flat()])].sort((a, b) => a - b);
  const renumber = (i: number) => used.indexOf(i);
  // the widgets whose mount builds the page's first Intl object (their manifests' `intlAtMount`)
  const intl = [...declared].filter(([, m]) => m.intlAtMount).map(([name]) => name);
  return {
    files: used.map((i) => files[i] ?? fail('bad index')),
    always: always.length,
    lists: lists.map((l) => l.map(renumber)),
    widgets,
    intl,
  };
}

/**
 * dist/head-capture.js: mount/head.ts as one small classic script, which the plugin file (and the fixtures' page
 * shell) print inline in <head>: the one source both read, so they cannot drift. The widgets' preload map is
 * written in (preloadMap).
 */
function headCapture(): Plugin {
  return {
    name: 'storefront-head-capture',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const map = preloadMap(bundle, await manifests(), (m) => this.error(m));
      const out = await build({
        entryPoints: [fileURLToPath(new URL('./mount/head.ts', import.meta.url))],
        plugins: [firstPaintPlugin],
        bundle: true,
        format: 'iife',
        target: 'es2020',
        write: false,
        define: { __SW_PRELOAD__: JSON.stringify(map) },
      });
      const code = out.outputFiles[0]?.text ?? '';
      // minified as the entry and the chunks are (oxc): it writes the preload map's lists of names more
      // compactly than esbuild, and every byte of this script is in every page's head
      const min = process.env.SW_NOMINIFY ? { code, errors: [] } : await minify('head-capture.js', code);
      if (min.errors.length) this.error(`head-capture.js: ${min.errors.map((e) => e.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: 'head-capture.js', source: min.code.trim() });
      // the jobs printed with their markup (firstPaintWith): first-paint/<widget>.js each, and first-paint.json
      // for the plugin file (which shortcodes and blocks print each one's markup, on which pages it is printed)
      const declared = await manifests();
      const withMarkup: Record<
        string,
        { file: string; shortcodes: string[]; blocks: string[]; conditions: string[] }
      > = {};
      for (const job of (await firstPaintModules()).filter((j) => j.withMarkup)) {
        const file = `first-paint/${job.widget}.js`;
        const built = await build({
          stdin: {
            contents: `import { start } from ${JSON.stringify(job.path)};\nimport { runWithMarkup } from './mount/firstPaintWithMarkup.ts';\nrunWithMarkup(start);`,
            resolveDir: fileURLToPath(new URL('.', import.meta.url)),
            loader: 'ts',
          },
          bundle: true,
          format: 'iife',
          target: 'es2020',
          write: false,
        });
        const jobMin = process.env.SW_NOMINIFY
          ? { code: built.outputFiles[0]?.text ?? '', errors: [] }
          : await minify(file, built.outputFiles[0]?.text ?? '');
        if (jobMin.errors.length) this.error(`${file}: ${jobMin.errors.map((e) => e.message).join('; ')}`);
        // the name optimizers that match inline code find the bundle's scripts by (public/includes/optimizers.php)
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: `/*storefrontWidgets*/${jobMin.code.trim()}`,
        });
        const m = declared.get(job.widget)?.firstPaintWith;
        if (m)
          withMarkup[job.widget] = {
            file,
            shortcodes: m.shortcodes ?? [],
            blocks: m.blocks ?? [],
            conditions: m.conditions ?? [],
          };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'first-paint.json',
        source: `${JSON.stringify(withMarkup, null, 1)}\n`,
      });
    },
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later; other engines read a comment)
 * on the first line of every chunk: V8 compiles each function of the file as the file arrives, on a background
 * thread, instead of on the main thread at its first call. A chunk is requested only when a widget on the page
 * needs it, and its code runs as that widget mounts, so nearly all of it is called at once: compiling it off the
 * main thread takes that work out of the mount's tasks. Not in the entry: its bytes count in the budget of JS
 * before `load`, and it is small and read once.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
function compileHints(): Plugin {
  return {
    name: 'storefront-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle))
        if (out.type === 'chunk' && out.fileName.startsWith('chunks/'))
          out.code = `${COMPILE_HINT}\n${out.code}`;
    },
  };
}

/** the `page` chunk's modules of src/: the settings readers and helpers of its widgets alone */
const PAGE_SRC =
  /src[\\/](dom[\\/]passwordToggle|settings[\\/](contentProtection|spectraShare|badges|analytics))\./;

// One ES-module entry (dist/storefront.js) holding only the registry and the load strategies; React, the core
// and every widget are code-split into dist/chunks/ and resolved relative to storefront.js (base './'), so dist/
// works wherever it is served from (wp-content/plugins/<any-name>/).
export default defineConfig(async (): Promise<UserConfig> => {
  // the small DOM widgets of most pages, one chunk together (their manifests' `chunk: 'page'`)
  const pageWidgets = [...(await manifests())].filter(([, m]) => m.chunk === 'page').map(([name]) => name);
  return {
    base: './',
    plugins: [
      react(),
      itiLazyList(),
      widgetManifests(),
      loadersChunk(),
      headCapture(),
      compileHints(),
      translations(version),
      pluginZip(),
    ],
    define: { __SW_VERSION__: JSON.stringify(version) },
    build: {
      outDir: process.env.SW_DIST ?? 'dist',
      emptyOutDir: true,
      target: 'es2022',
      manifest: 'manifest.json',
      cssCodeSplit: true,
      // Every dynamic import carries its whole preload list (every chunk it imports, at any depth, and its CSS):
      // a widget arrives in one round of requests, not one per import level. The lists live in the loaders chunk
      // (mount/loaders.ts), not in the entry, which imports nothing else.
      modulePreload: { polyfill: false },
      sourcemap: false,
      // SW_NOMINIFY=1: readable function names for a DevTools profile
      minify: process.env.SW_NOMINIFY ? false : 'oxc',
      rollupOptions: {
        input: { storefront: 'mount/index.ts' },
        preserveEntrySignatures: false,
        output: {
          format: 'es',
          entryFileNames: 'storefront.js',
          // 6 hash characters (36 bits): every chunk's name is in the head script's preload map, inline in every page,
          // where a seventh cost 28 B gzip of the 10 KB before `load`
          chunkFileNames: 'chunks/[name]-[hash:6].js',
          assetFileNames: 'chunks/[name]-[hash:6][extname]',
          // Few, flat shared chunks: a page's widgets and everything they import come in about 15 requests, not 40
          // to 60 (a browser opens 6 connections per host over HTTP/1.1: on a slow link each extra round of 6 is
          // one more round trip before the last widget can mount). A group holds what a page needs together:
          // React (`react`) and its root host (`runtime`: never on a page whose widgets are all DOM widgets), the
          // header cart's fragments with the sanitizer they run every fragment through (`fragments`: every page
          // with Astra's header cart), the React UI kit (`ui`), the reviews core, the small DOM widgets of every page
          // (`page`), `shared` (what every page's widgets run: the one store, i18n, the ajax client, the identity
          // helpers) and `core` (the rest of src/ that two chunks share, with Vite's preload helper). The store, i18n,
          // the ajax client and the identity helpers are one chunk, not four: every page asks for all of them at
          // `load` anyway, and each further six files cost one more round trip over HTTP/1.1. Not folded into `core`:
          // that chunk is requested first, with the loaders, and its bytes would come before the first paint.
          // A `page` widget's own settings reader is in `page` too: left out, each made a chunk of its
          // own (the widget's dynamic-import target), one more request per widget on every page. No group follows
          // dependencies: what a module imports stays in its own group. React itself (`react`) is a chunk apart from
          // the root host (`runtime`): React DOM
          // creates Error objects as it is evaluated, and under the trace categories performance tools record,
          // Chrome then collects the source positions of every function on the stack, the chunk that required React
          // DOM included. Required from the small root-host chunk rather than from the large chunk React is in, only
          // the small one is re-parsed (without tracing, nothing is re-parsed either way). src/cart's modules that only cart widgets
          // import (the jQuery bridge) go with the fragments every cart widget loads (the bench's cart budget).
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /[\\/](node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]|zustand[\\/]esm[\\/](index|react)\.)/,
                includeDependenciesRecursively: false,
                priority: 9,
              },
              {
                name: 'runtime',
                test: /[\\/](mount[\\/]runtime\.tsx|src[\\/](store[\\/](context|index)\.|ui[\\/]ErrorBoundary))/,
                includeDependenciesRecursively: false,
                priority: 9,
              },
              // named here, not after their first module (`embla-carousel-react.esm`): every chunk name is in the head
              // script. The carousel itself apart from its React hook: the product gallery (a DOM widget) uses it alone
              {
                name: 'embla',
                test: /[\\/]node_modules[\\/]embla-carousel[\\/]/,
                includeDependenciesRecursively: false,
                priority: 9,
              },
              {
                name: 'embla-react',
                test: /[\\/]node_modules[\\/]embla-carousel-react(ive-utils)?[\\/]/,
                includeDependenciesRecursively: false,
                priority: 9,
              },
              {
                name: 'fragments',
                test: /[\\/](node_modules[\\/]dompurify[\\/]|src[\\/](cart[\\/](fragments|miniCart|bridge)\.ts$|html[\\/]sanitize\.ts$))/,
                includeDependenciesRecursively: false,
                priority: 8,
              },
              {
                name: 'reviews',
                test: /[\\/]src[\\/]reviews[\\/]/,
                includeDependenciesRecursively: false,
                priority: 4,
              },
              {
                name: 'ui',
                test: /[\\/]src[\\/](ui[\\/](\w+\.tsx|use\w+\.ts|index\.ts|ui\.css)|html[\\/]SafeHtml)/,
                includeDependenciesRecursively: false,
                priority: 4,
              },
              {
                name: 'page',
                test: new RegExp(
                  `[\\\\/](widgets[\\\\/](${pageWidgets.join('|')})[\\\\/]|${PAGE_SRC.source})`,
                ),
                includeDependenciesRecursively: false,
                priority: 3,
              },
              {
                name: 'shared',
                test: /[\\/](node_modules[\\/](@wordpress[\\/](i18n|hooks|api-fetch|url|private-apis)|@?tannin)[\\/]|zustand[\\/]esm[\\/]vanilla\.|src[\\/](i18n|ajax|identity)[\\/]|src[\\/]store[\\/](store|slices[\\/]))/,
                includeDependenciesRecursively: false,
                priority: 5,
              },
              {
                name: 'core',
                test: /([\\/](src[\\/]|node_modules[\\/]js-cookie[\\/])|vite[\\/]preload-helper)/,
                minShareCount: 2,
                includeDependenciesRecursively: false,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['src/testing/setup.ts'],
      include: ['{src,widgets,mount,fixtures,tools}/**/*.test.{ts,tsx}', 'vite.*.test.ts'],
      restoreMocks: true,
      // run through Vite's transforms like the build, so the tests see the intl-tel-input the bundle ships (vite.itiLazyList.ts)
      server: { deps: { inline: ['intl-tel-input'] } },
      testTimeout: 10_000,
    },
  };
});
