// Every widget adds its own Arabic strings when its chunk loads, into one shared text domain: a msgid two
// catalogues translate differently would show whichever chunk loaded last (seen: the session-expired message
// of the cart and of the points box). One msgid, one translation, across the whole tree.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.(test|e2e|probe)\.tsx?$/.test(f) ? [p] : [];
  });
}

// `  'English msgid': 'Arabic text',` — the shape of every catalogue entry (plural arrays are left out)
const ENTRY = /^\s*(['"])((?:(?!\1).)+)\1:\s*(['"])((?:(?!\3).)*[\u0600-\u06FF](?:(?!\3).)*)\3,?\s*$/;

describe('Arabic catalogues', () => {
  it('give each msgid one translation across every widget', () => {
    const seen = new Map<string, Map<string, string[]>>();
    let entries = 0;
    for (const file of [...sources('widgets'), ...sources('src'), ...sources('mount')]) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const m = ENTRY.exec(line);
        if (!m?.[2] || m[4] === undefined) continue;
        entries++;
        const byText = seen.get(m[2]) ?? new Map<string, string[]>();
        byText.set(m[4], [...(byText.get(m[4]) ?? []), file]);
        seen.set(m[2], byText);
      }
    }
    expect(entries).toBeGreaterThan(100); // the scan finds the catalogues
    const conflicts = [...seen]
      .filter(([, texts]) => texts.size > 1)
      .map(
        ([id, texts]) => `${id}: ${[...texts].map(([t, files]) => `${t} (${files.join(', ')})`).join(' | ')}`,
      );
    expect(conflicts).toEqual([]);
  });
});
