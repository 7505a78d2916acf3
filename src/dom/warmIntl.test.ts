import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl, warmIntlOffThread } from './warmIntl';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('warmIntl (the page first Intl object, in a task of its own)', () => {
  it('builds the region names intl-tel-input asks for, once, and survives a locale Intl rejects', () => {
    const spy = vi.spyOn(Intl, 'DisplayNames');
    expect(() => warmIntl('not a locale!')).not.toThrow();
    warmIntl('ar');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]).toEqual({ type: 'region' });
  });
});

describe('warmIntlOffThread (the same on a worker thread)', () => {
  const capture = () => {
    const scripts: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(
      (b) => (b instanceof Blob && scripts.push(b), 'blob:warm'),
    );
    return scripts;
  };

  it('starts a worker that builds the region names in the page locale, then closes', async () => {
    const scripts = capture();
    const worker = vi.fn();
    vi.stubGlobal('Worker', worker);
    warmIntlOffThread('ar');
    expect(worker).toHaveBeenCalledWith('blob:warm');
    const code = (await scripts[0]?.text()) ?? '';
    expect(code).toBe('try{new Intl.DisplayNames("ar",{type:"region"}).of("EG")}catch{}close()');
  });

  it('puts the page language in the worker as a string literal, whatever it holds', async () => {
    const scripts = capture();
    vi.stubGlobal('Worker', vi.fn());
    warmIntlOffThread('ar");postMessage(document.cookie);("');
    const code = (await scripts[0]?.text()) ?? '';
    // one string literal: the quote is escaped, so nothing after it runs as code
    expect(code).toContain('new Intl.DisplayNames("ar\\");postMessage(document.cookie);(\\"",');
    expect(() => new Function(code)).not.toThrow();
  });

  it('without workers (none in this engine, or a policy refusing blob: workers), does nothing and throws nothing', () => {
    capture();
    vi.stubGlobal(
      'Worker',
      vi.fn(function Refused() {
        throw new DOMException('refused', 'SecurityError');
      }),
    );
    expect(() => warmIntlOffThread('ar')).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntlOffThread('ar')).not.toThrow();
  });
});
