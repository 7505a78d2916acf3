// The elements Lighthouse's layout-shifts audit names in one run, as short lines for the bench's report: the
// bench keeps the worst run's CLS, and a shift that comes in one run of five is only worth its line if it says
// what moved. Read from the report's JSON, checked field by field (Lighthouse's details are loosely typed).
import { isRecord } from '../src/settings/parse';

/** `0.006 div.cr-review-card > img <img class="…">` per item, the snippet cut to 100 characters */
export function layoutShiftSources(details: unknown): string[] {
  const items = isRecord(details) && Array.isArray(details.items) ? details.items : [];
  return items.flatMap((item: unknown) => {
    if (!isRecord(item)) return [];
    const score = typeof item.score === 'number' ? item.score.toFixed(3) : '?';
    const node = isRecord(item.node) ? item.node : {};
    const selector = typeof node.selector === 'string' ? node.selector : '';
    const snippet = typeof node.snippet === 'string' ? node.snippet.slice(0, 100) : '';
    return [`${score} ${selector || snippet || 'unnamed'}${selector && snippet ? ` ${snippet}` : ''}`];
  });
}
