// The registry's rows (derived from the widgets' manifests: manifests.test.ts) as the mount system needs them.
import { describe, expect, it } from 'vitest';
import { registry } from './registry';

describe('registry', () => {
  it('declares a fallback for every entry a shopper acts on, and none on body', () => {
    for (const e of registry) if (e.selector === 'body') expect(e.hold, e.name).toBeUndefined();
    const held = registry.filter((e) => e.hold).map((e) => e.name);
    for (const name of [
      'add-to-cart',
      'mini-cart',
      'points-box',
      'order-documents',
      'product-reviews',
      'qna',
      'review-form',
      'otp-login',
      'signup',
      'account-points',
      'product-search',
      'coming-soon-banner',
    ])
      expect(held, name).toContain(name);
  });

  it('has selectors the browser accepts', () => {
    for (const e of registry) expect(() => document.querySelectorAll(e.selector)).not.toThrow();
  });
});
