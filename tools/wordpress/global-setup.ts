import { startWordPress } from './harness';

export default function globalSetup(): void {
  const started = Date.now();
  startWordPress();
  console.log(
    `real WordPress ready in ${((Date.now() - started) / 1000).toFixed(1)} s (build + install + start)`,
  );
}
