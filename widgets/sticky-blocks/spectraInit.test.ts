import { afterEach, describe, expect, it } from 'vitest';
import { loadPage } from '../../src/testing/page';
import { mountWidget } from '../../src/testing/mountWidget';
import { readPositionAttrs } from './spectraSettings';

const sticky = () => document.querySelector<HTMLElement>('.uagb-block-5e6f7a8b')!;
const init = (attrs: unknown, selector: unknown) => {
  const owner: unknown = Reflect.get(window, 'UAGBBlockPositioning');
  Reflect.apply(Reflect.get(Object(owner), 'init'), owner, [attrs, selector]);
};

afterEach(() => Reflect.deleteProperty(window, 'UAGBBlockPositioning'));

describe("Spectra's sticky container settings", () => {
  it('read as frontend.js.php passes them, defaults for what is missing or malformed', () => {
    expect(
      readPositionAttrs({ UAGStickyLocation: 'bottom', UAGStickyOffset: '20', UAGStickyRestricted: true }),
    ).toMatchObject({
      UAGStickyLocation: 'bottom',
      UAGStickyOffset: 20,
      UAGStickyRestricted: true,
      isBlockRootParent: false,
    });
    expect(readPositionAttrs({ UAGStickyLocation: 'left', UAGStickyOffset: 'x' })).toMatchObject({
      UAGStickyLocation: 'top',
      UAGStickyOffset: 0,
      UAGStickyRestricted: false,
    });
    expect(readPositionAttrs(null).UAGStickyLocation).toBe('top');
  });
});

describe('Spectra sticky container', () => {
  it("runs the container Spectra's init call names, once, and puts it back on unmount", async () => {
    loadPage('/spectra-sticky/');
    const stop = await mountWidget('sticky-blocks', sticky());
    // jsdom has no layout: every rect is 0, so a top container is past its halt point at once
    init({ UAGStickyLocation: 'top', UAGStickyOffset: 12 }, '.uagb-block-5e6f7a8b');
    init({ UAGStickyLocation: 'top', UAGStickyOffset: 12 }, '.uagb-block-5e6f7a8b');
    expect(sticky().classList.contains('uagb-position__sticky--stuck')).toBe(true);
    expect(sticky().style.top).toBe('12px');
    expect(sticky().style.zIndex).toBe('999');
    expect(document.querySelectorAll('.uagb-block-4d5e6f7a > div[style*="border-box"]')).toHaveLength(1);
    await stop();
    expect(sticky().classList.contains('uagb-position__sticky--stuck')).toBe(false);
    expect(sticky().getAttribute('style') ?? '').toBe('');
    expect(document.querySelectorAll('.uagb-block-4d5e6f7a > div[style*="border-box"]')).toHaveLength(0);
  });

  it('leaves a container without uagb-position__sticky, and a selector that is not one, alone', async () => {
    loadPage('/spectra-sticky/');
    const stop = await mountWidget('sticky-blocks', sticky());
    expect(() => init({}, '.uagb-block-4d5e6f7a')).not.toThrow();
    expect(() => init({}, '<<')).not.toThrow();
    expect(document.querySelector('.uagb-position__sticky--stuck')).toBeNull();
    await stop();
  });
});
