// Vite build plugin: the widgets' manifests (widgets/<name>/manifest.ts) made into the modules the bundle reads,
// so a widget is declared in its own folder only:
// - `virtual:storefront/registry`: the registry the entry holds (mount/registry.ts re-exports it), its rows in
//   their manifests' `order`;
// - `virtual:storefront/react-widgets`: the widgets whose manifest says `kind: 'react'` (mount/loaders.ts);
// - `virtual:storefront/first-paint`: the head script's first-paint jobs (every manifest's `firstPaint` module's
//   `start`), the parts kept unpainted while parsed and the first-paint CSS (mount/head.ts, firstPaint.ts; the
//   entry's loaders chunk takes `withoutHead` from it);
// - `virtual:storefront/stand-ins`: the globals printed markup calls, with the widget defining each
//   (mount/inline.ts);
// - `takeover.json` beside the bundle: each widget's `replaces`, the classic handles it stands in for, which the
//   loader plugin (public/storefront-widgets.php) reads to stand a widget down where they are not taken over.
// The widgets' lazy imports are a glob in mount/loaders.ts. The manifests are read by bundling them with esbuild
// and evaluating the result (they import types only, or constants of their own file), then parsed
// (mount/manifests.ts). The same modules serve the build, the head script's esbuild build (firstPaintPlugin)
// and the unit tests.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';
import {
  deriveRegistry,
  firstPaintSource,
  parseManifest,
  reactWidgets,
  registrySource,
  replacedHandles,
  standIns,
  type Manifests,
} from './mount/manifests.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WIDGETS = join(ROOT, 'widgets');
const PREFIX = 'virtual:storefront/';

/** the folders under widgets/ with a manifest, sorted */
export const manifestFolders = (): string[] =>
  readdirSync(WIDGETS)
    .filter((f) => existsSync(join(WIDGETS, f, 'manifest.ts')))
    .sort();

async function readManifests(): Promise<Manifests> {
  const names = manifestFolders();
  const out = await build({
    stdin: {
      contents: names
        .map((n, i) => `export { default as m${i} } from ${JSON.stringify(`./${n}/manifest.ts`)};`)
        .join('\n'),
      resolveDir: WIDGETS,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]?.text ?? '';
  const mod: unknown = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return new Map(names.map((n, i) => [n, parseManifest(n, mod && Reflect.get(Object(mod), `m${i}`))]));
}

let cached: Promise<Manifests> | null = null;
/** the manifests, read once per build (or test run) */
export const manifests = (): Promise<Manifests> => (cached ??= readManifests());

export interface FirstPaintModule {
  widget: string;
  path: string;
  exports: string[];
  /** printed with the widget's markup, not in the head script (the manifest's firstPaintWith) */
  withMarkup: boolean;
}

/** Each `firstPaint` module's file and the names it exports (read by esbuild, not evaluated: they touch the DOM). */
export async function firstPaintModules(): Promise<FirstPaintModule[]> {
  const all = [...(await manifests())].flatMap(([widget, m]) =>
    m.firstPaint
      ? [{ widget, path: join(WIDGETS, widget, m.firstPaint), withMarkup: m.firstPaintWith !== undefined }]
      : [],
  );
  return Promise.all(
    all.map(async ({ widget, path, withMarkup }) => {
      const out = await build({
        entryPoints: [path],
        bundle: false,
        metafile: true,
        write: false,
        format: 'esm',
        logLevel: 'silent',
      });
      const exports = Object.values(out.metafile.outputs).flatMap((o) => o.exports);
      return { widget, path, exports, withMarkup };
    }),
  );
}

/** the source of one of the virtual modules, by its name after the prefix */
export async function virtualSource(name: string): Promise<string | null> {
  if (name === 'registry') return registrySource(deriveRegistry(await manifests()));
  if (name === 'react-widgets')
    return `export const REACT_WIDGETS = new Set(${JSON.stringify(reactWidgets(await manifests()))});`;
  if (name === 'first-paint') return firstPaintSource(await firstPaintModules(), await manifests());
  if (name === 'stand-ins') return `export const STAND_INS = ${JSON.stringify(standIns(await manifests()))};`;
  return null;
}

/** takeover.json: widget => the classic handles it replaces */
export const takeoverJson = async (): Promise<string> =>
  `${JSON.stringify(replacedHandles(await manifests()), null, 1)}\n`;

export function widgetManifests(): Plugin {
  return {
    name: 'storefront-widget-manifests',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'takeover.json', source: await takeoverJson() });
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    // a manifest edited under a watching build or the dev server: read them again
    watchChange(id) {
      if (/[\\/]widgets[\\/][^\\/]+[\\/]manifest\.ts$/.test(id)) cached = null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const source = await virtualSource(id.slice(PREFIX.length + 1));
      if (source === null) this.error(`no module ${id.slice(1)}`);
      for (const name of manifestFolders()) this.addWatchFile(join(WIDGETS, name, 'manifest.ts'));
      return source;
    },
  };
}

/** The same modules for the head script's esbuild build (vite.config.ts, headCapture). */
export const firstPaintPlugin: EsbuildPlugin = {
  name: 'storefront-widget-manifests',
  setup(b) {
    b.onResolve({ filter: /^virtual:storefront\// }, (args) => ({
      path: args.path,
      namespace: 'storefront',
    }));
    b.onLoad({ filter: /.*/, namespace: 'storefront' }, async (args) => {
      const contents = await virtualSource(args.path.slice(PREFIX.length));
      if (contents === null) return { errors: [{ text: `no module ${args.path}` }] };
      return { contents, loader: 'js', resolveDir: ROOT };
    });
  },
};
