// Prints takeover.json as the build writes it (vite.manifests.ts), for the plugin file's PHP test, which runs
// without a build.
import { takeoverJson } from '../../vite.manifests.ts';

process.stdout.write(await takeoverJson());
