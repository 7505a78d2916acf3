// The matched words of the query marked in a suggestion's text. Works on text (never on HTML strings), so a
// product name containing the markers themselves ('<b>', '<strong>', '**', '|') cannot break it; matching is
// Arabic-normalised (normalize.ts), while the segments keep the original characters (tashkeel included).
import { normalizeWithMap, queryWords } from './normalize';

export interface Segment {
  text: string;
  match: boolean;
}

export function highlight(text: string, query: string): Segment[] {
  const words = queryWords(query);
  if (!text || !words.length) return text ? [{ text, match: false }] : [];
  const { text: hay, map } = normalizeWithMap(text);
  // ranges in original indices, [start, end)
  const ranges: Array<[number, number]> = [];
  for (const w of words) {
    let from = 0;
    for (;;) {
      const at = hay.indexOf(w, from);
      if (at < 0) break;
      const start = map[at] ?? 0;
      let end = (map[at + w.length - 1] ?? start) + 1;
      // keep the marks (tashkeel) and tatweel that follow the last matched letter inside the highlight
      const next = map[at + w.length];
      end = next === undefined ? text.length : Math.max(end, next);
      ranges.push([start, end]);
      from = at + w.length;
    }
  }
  if (!ranges.length) return [{ text, match: false }];
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  const out: Segment[] = [];
  let pos = 0;
  for (const [s, e] of merged) {
    if (s > pos) out.push({ text: text.slice(pos, s), match: false });
    out.push({ text: text.slice(s, e), match: true });
    pos = e;
  }
  if (pos < text.length) out.push({ text: text.slice(pos), match: false });
  return out;
}
