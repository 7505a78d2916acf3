import { afterEach, describe, expect, it } from 'vitest';
import { readCrAjaxObject } from './reviews';

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete w.cr_ajax_object;
});

describe('cr_ajax_object reader', () => {
  it('gives defaults when the global is missing (all-reviews pages print a reduced object)', () => {
    const s = readCrAjaxObject();
    expect(s.ajax_url).toBe('/wp-admin/admin-ajax.php');
    expect(s.ivole_recaptcha).toBe(false);
    expect(s.cr_images_upload_limit).toBe(5);
    expect(s.rating_filter).toBe('ivrating');
    w.cr_ajax_object = { ajax_url: '/x/admin-ajax.php', disable_lightbox: '1', flags_url: '/f/' };
    expect(readCrAjaxObject()).toMatchObject({
      ajax_url: '/x/admin-ajax.php',
      disable_lightbox: true,
      flags_url: '/f/',
      reviews_tab: '#tab-reviews',
    });
  });

  it.each([
    ['1', true],
    [1, true],
    [true, true],
    ['0', false],
    [0, false],
    ['garbage', false],
  ])('reads ivole_recaptcha %j as %s', (v, want) => {
    w.cr_ajax_object = { ivole_recaptcha: v };
    expect(readCrAjaxObject().ivole_recaptcha).toBe(want);
  });

  it('reads numbers given as strings and falls back on wrong types', () => {
    w.cr_ajax_object = {
      cr_images_upload_limit: '3',
      cr_images_upload_max_size: '1048576',
      rating_filter: 42,
      reviews_tab: { x: 1 },
    };
    const s = readCrAjaxObject();
    expect(s.cr_images_upload_limit).toBe(3);
    expect(s.cr_images_upload_max_size).toBe(1048576);
    expect(s.rating_filter).toBe('42');
    expect(s.reviews_tab).toBe('#tab-reviews');
    w.cr_ajax_object = { cr_images_upload_limit: 'many' };
    expect(readCrAjaxObject().cr_images_upload_limit).toBe(5);
  });

  it('accepts a JSON string and ignores one that does not parse', () => {
    w.cr_ajax_object = JSON.stringify({ cr_upload_error_too_many: 'كثير', disable_lightbox: 1 });
    expect(readCrAjaxObject()).toMatchObject({ cr_upload_error_too_many: 'كثير', disable_lightbox: true });
    w.cr_ajax_object = '{not json';
    expect(readCrAjaxObject().ajax_url).toBe('/wp-admin/admin-ajax.php');
    w.cr_ajax_object = null;
    expect(readCrAjaxObject().cr_upload_initial).toBe('');
  });
});
