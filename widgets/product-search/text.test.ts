import { describe, expect, it } from 'vitest';
import { matchesAll, normalize, normalizeWithMap } from './normalize';
import { highlight } from './highlight';

const marked = (text: string, q: string) =>
  highlight(text, q)
    .filter((s) => s.match)
    .map((s) => s.text);

describe('Arabic normalisation', () => {
  it('folds alef/hamza forms, ta marbuta, alef maqsura; drops tashkeel and tatweel', () => {
    expect(normalize('إكلير')).toBe('اكلير');
    expect(normalize('أصابع')).toBe('اصابع');
    expect(normalize('آلة')).toBe('اله');
    expect(normalize('حلوى')).toBe('حلوي');
    expect(normalize('فطيرة')).toBe('فطيره');
    expect(normalize('كَعْكُ العِيدِ')).toBe('كعك العيد');
    expect(normalize('كـعـك')).toBe('كعك');
    expect(normalize('USB-C')).toBe('usb-c');
  });

  it('keeps a map back to the original characters', () => {
    const { text, map } = normalizeWithMap('كَعْك');
    expect(text).toBe('كعك');
    expect(map).toEqual([0, 2, 4]);
  });

  it('matches every word of the query', () => {
    expect(matchesAll('كَعْكُ العِيدِ بالسُّكَّرِ', 'كعك العيد')).toBe(true);
    expect(matchesAll('ميني اكلير بالفانيليا', 'إكلير')).toBe(true);
    expect(matchesAll('حلوي المولد المشكلة', 'حلوى')).toBe(true);
    expect(matchesAll('فطيره مشلتته', 'فطيرة')).toBe(true);
    expect(matchesAll('غلاية', 'قهوة')).toBe(false);
    expect(matchesAll('غلاية', '   ')).toBe(false);
  });
});

describe('highlight', () => {
  it('marks the original text, tashkeel and tatweel included', () => {
    expect(marked('كَعْكُ العِيدِ بالسُّكَّرِ', 'كعك')).toEqual(['كَعْكُ']);
    expect(marked('كـعـك بالـعـجـوة', 'كعك')).toEqual(['كـعـك']);
    expect(marked('إكلير بالشوكولاتة', 'اكلير')).toEqual(['إكلير']);
    expect(marked('آلة صنع القهوة الإسبريسو', 'الة')).toEqual(['آلة']);
    expect(marked('حلوى البسبوسة', 'حلوي')).toEqual(['حلوى']);
  });

  it('marks every word and merges overlaps; the segments rebuild the text exactly', () => {
    const text = 'غلاية كهربائية ستانلس ستيل';
    const segs = highlight(text, 'ستا ستانلس غلا');
    expect(segs.map((s) => s.text).join('')).toBe(text);
    expect(segs.filter((s) => s.match).map((s) => s.text)).toEqual(['غلا', 'ستانلس']);
    expect(marked('ستانلس ستيل', 'ستا ستانلس')).toEqual(['ستانلس']);
  });

  it('does not break on names containing the markers themselves', () => {
    for (const name of [
      'سماعات <b>لاسلكية</b> برو',
      'شاحن "سريع" 65 وات',
      '<strong>**|**</strong>',
      '$& $1 \\ (.*)',
    ]) {
      const segs = highlight(name, 'b');
      expect(segs.map((s) => s.text).join('')).toBe(name);
    }
    expect(marked('سماعات <b>لاسلكية</b> برو', '<b>')).toEqual(['<b>']);
    expect(marked('$& $1 (.*)', '(.*)')).toEqual(['(.*)']);
  });

  it('gives the text unmarked for an empty query and nothing for an empty text', () => {
    expect(highlight('غلاية', '')).toEqual([{ text: 'غلاية', match: false }]);
    expect(highlight('', 'x')).toEqual([]);
  });
});
