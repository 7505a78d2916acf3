import { describe, expect, it } from 'vitest';
import { shareTarget } from './shareTarget';

const page = 'https://shop.example/spectra/?ref=أ&x=1#top';

describe('Spectra share target', () => {
  it("is the link's prefix and the page's address, URI-encoded, in a new window", () => {
    expect(shareTarget('https://www.facebook.com/sharer.php?u=', page, '')).toEqual({
      url: `https://www.facebook.com/sharer.php?u=${encodeURIComponent(page)}`,
      self: false,
    });
  });
  it('adds the featured image to the Pinterest prefix, as Spectra writes it', () => {
    expect(
      shareTarget('https://pinterest.com/pin/create/link/?url=', page, 'https://shop.example/i.webp')?.url,
    ).toBe(
      `https://pinterest.com/pin/create/link/?url=${encodeURIComponent(page)}&media=https://shop.example/i.webp`,
    );
    expect(shareTarget('https://pinterest.com/pin/create/link/?url=', page, '')?.url).toMatch(/&media=$/);
  });
  it('opens mail in the same window', () => {
    expect(shareTarget('mailto:?body=', page, '')).toEqual({
      url: `mailto:?body=${encodeURIComponent(page)}`,
      self: true,
    });
  });
  it.each(['javascript:alert(1)//', 'data:text/html,', '/relative?u=', 'mailto:a@b.example?body=', ''])(
    'opens nothing for %j',
    (prefix) => {
      expect(shareTarget(prefix, page, '')).toBeNull();
    },
  );
});
