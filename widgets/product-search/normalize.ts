// Arabic-aware matching: the alef/hamza forms (أ إ آ ٱ) become ا, ة becomes ه, ى becomes ي, and tashkeel and
// tatweel are dropped, so 'اكلير' finds 'إكلير' and 'كعك' finds 'كَعْكُ' and 'كـعـك'. Case is folded too.
// `normalizeWithMap` keeps, for each kept character, its index in the original text, so a match found in the
// normalised text can be highlighted in the original one.

import { boundedMemo } from '../../src/memo';

const DROP = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/;
const FOLD: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي' };

export interface Normalized {
  text: string;
  /** map[i] = index in the original string of normalised character i */
  map: number[];
}

function normalizeOnce(input: string): Normalized {
  let text = '';
  const map: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const ch = input.charAt(i);
    if (DROP.test(ch)) continue;
    const folded = (FOLD[ch] ?? ch).toLowerCase();
    // toLowerCase may lengthen a character (İ); every produced unit maps back to the same source index
    for (let k = 0; k < folded.length; k++) map.push(i);
    text += folded;
  }
  return { text, map };
}

/** Kept per text: every row of the list is highlighted again on each keystroke (the result is shared: read only). */
export const normalizeWithMap: (input: string) => Normalized = boundedMemo(500, normalizeOnce);

export const normalize = (input: string): string => normalizeWithMap(input).text;

/** The words of a query, normalised, without empties (shared by every row of one render: read only). */
export const queryWords: (query: string) => readonly string[] = boundedMemo(50, (query) =>
  normalize(query).split(/\s+/).filter(Boolean),
);

/** Every word of the query occurs in the text (the fake server's matching rule). */
export function matchesAll(text: string, query: string): boolean {
  const hay = normalize(text);
  const words = queryWords(query);
  return words.length > 0 && words.every((w) => hay.includes(w));
}
