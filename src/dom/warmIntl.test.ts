import { describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warmIntl';

describe('warmIntl (the page first Intl object, in a task of its own)', () => {
  it('builds the region names intl-tel-input asks for, once, and survives a locale Intl rejects', () => {
    const spy = vi.spyOn(Intl, 'DisplayNames');
    expect(() => warmIntl('not a locale!')).not.toThrow();
    warmIntl('ar');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]).toEqual({ type: 'region' });
    spy.mockRestore();
  });
});
