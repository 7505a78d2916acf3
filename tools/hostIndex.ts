// The host's CPU speed right now, as Lighthouse measures it (its benchmarkIndex page function): the
// bench samples it beside the mounting times and the interaction probes, which run at a fixed 4x slowdown of
// whatever this 2-core VM gives at that moment, so a miss can be read against the host's speed at the time.
import type { Browser } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // the function's own source, as Lighthouse evaluates it in the page (no throttling: the host's speed)
    const index: unknown = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    if (typeof index !== 'number' || !Number.isFinite(index))
      throw new Error(`benchmarkIndex: ${String(index)}`);
    return Math.round(index);
  } finally {
    await context.close();
  }
}
