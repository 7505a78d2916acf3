// Vite build plugin: the installable plugin, `storefront-widgets.zip` beside the build's folder, holding that
// folder under one top folder `storefront-widgets/` (WordPress's Plugins → Add New → Upload unpacks it into
// wp-content/plugins/storefront-widgets/). fflate writes it: no system zip tool is needed on the build machine.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import type { Plugin } from 'vite';

export const TOP_FOLDER = 'storefront-widgets';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** The zip's bytes: every file under `dir`, under the top folder, in a stable order (the same build, the same zip). */
export function zipFolder(dir: string, mtime = new Date('2000-01-01T00:00:00Z')): Uint8Array {
  const entries: Zippable = {};
  for (const file of filesUnder(dir).sort()) {
    const name = `${TOP_FOLDER}/${relative(dir, file).split(sep).join('/')}`;
    entries[name] = [readFileSync(file), { mtime }];
  }
  return zipSync(entries, { level: 9 });
}

/** Where the zip goes: beside the build's folder. */
export const zipPath = (outDir: string): string => join(dirname(resolve(outDir)), `${TOP_FOLDER}.zip`);

export function pluginZip(): Plugin {
  let outDir = 'dist';
  return {
    name: 'storefront-plugin-zip',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      writeFileSync(zipPath(outDir), zipFolder(outDir));
    },
  };
}
