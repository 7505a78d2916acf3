import { describe, expect, it } from 'vitest';
import { galleryFeatures } from './features';
import { readSingleProductParams } from '../settings/singleProduct';

const params = (over: Record<string, unknown>) => {
  Reflect.set(window, 'wc_single_product_params', over);
  const p = readSingleProductParams();
  Reflect.deleteProperty(window, 'wc_single_product_params');
  return p;
};

describe('galleryFeatures', () => {
  it('runs what the theme declares, as wp_localize_script prints it', () => {
    expect(
      galleryFeatures(params({ flexslider_enabled: '1', zoom_enabled: '1', photoswipe_enabled: '1' }), 3),
    ).toEqual({
      slider: true,
      zoom: true,
      lightbox: true,
      trigger: true,
    });
    expect(
      galleryFeatures(params({ flexslider_enabled: '', zoom_enabled: '', photoswipe_enabled: '1' }), 3),
    ).toEqual({
      slider: false,
      zoom: false,
      lightbox: true,
      trigger: false,
    });
  });

  it('no slider for a single image; no trigger without zoom (the image links open the lightbox then)', () => {
    expect(
      galleryFeatures(params({ flexslider_enabled: '1', zoom_enabled: '', photoswipe_enabled: '1' }), 1),
    ).toEqual({
      slider: false,
      zoom: false,
      lightbox: true,
      trigger: false,
    });
  });

  it('nothing without wc_single_product_params', () => {
    expect(galleryFeatures(readSingleProductParams(), 3)).toEqual({
      slider: false,
      zoom: false,
      lightbox: false,
      trigger: false,
    });
  });
});
