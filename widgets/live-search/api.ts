// Astra's live content search call: GET wp/v2/posts with
// post_type=ast_queried:{types}, per_page, the trimmed text and the optional language, through rest().
import { rest } from '../../src/ajax/rest';
import { arr, isRecord, str, type Parser } from '../../src/settings/parse';
import type { AstraSearchSettings } from '../../src/settings/astra';

export interface LiveResult {
  type: string;
  title: string;
  link: string;
}

const parseResult: Parser<LiveResult | undefined> = (v) => {
  if (!isRecord(v)) return undefined;
  const title = isRecord(v.title) ? str('')(v.title.rendered) : '';
  const link = str('')(v.link);
  return link ? { type: str('post')(v.type), title, link } : undefined;
};
export const parseResults = arr(parseResult);

export function liveSearch(
  cfg: AstraSearchSettings,
  term: string,
  signal: AbortSignal,
): Promise<LiveResult[]> {
  const types =
    cfg.search_page_condition && cfg.search_page_post_types.length
      ? cfg.search_page_post_types
      : cfg.search_post_types;
  const q = new URLSearchParams({
    _embed: '1',
    post_type: `ast_queried:${types.join(':')}`,
    per_page: String(cfg.search_posts_per_page),
    search: term,
  });
  if (cfg.search_language) q.set('lang', cfg.search_language);
  return rest({ path: `wp/v2/posts?${q.toString()}`, signal, timeoutMs: 15_000 }, parseResults);
}

/** Results grouped by post type, in the order the types first appear (Astra's grouping). */
export function groupByType(results: LiveResult[]): Array<[string, LiveResult[]]> {
  const groups = new Map<string, LiveResult[]>();
  for (const r of results) groups.set(r.type, [...(groups.get(r.type) ?? []), r]);
  return Array.from(groups.entries());
}
