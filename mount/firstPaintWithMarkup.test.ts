// A job printed after the head script joins its first-paint passes; without the head script it does nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_GLOBAL, runWithMarkup } from './firstPaintWithMarkup';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  Reflect.deleteProperty(window, FIRST_PAINT_GLOBAL);
});

describe('a first-paint job printed with its markup', () => {
  it("joins the head script's passes: before each frame while the page is parsed, then once more at DOMContentLoaded, before its own listener", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    let state: DocumentReadyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    await import('./head');
    const calls: string[] = [];
    runWithMarkup((doc) => {
      calls.push('start');
      doc.addEventListener('DOMContentLoaded', () => calls.push('job listener'), { once: true });
      return () => calls.push('frame');
    });
    expect(calls).toEqual(['start']);
    frames.shift()?.(0);
    frames.shift()?.(0);
    expect(calls).toEqual(['start', 'frame', 'frame']);
    state = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(calls).toEqual(['start', 'frame', 'frame', 'frame', 'job listener']);
    frames.splice(0).forEach((f) => f(0));
    expect(calls.filter((c) => c === 'frame')).toHaveLength(4); // the last pass asks for no more frames
    expect(frames).toEqual([]);
  });

  it('does nothing without the head script (an optimizer took it out): the widget lays its markup out when it mounts', () => {
    const start = vi.fn(() => () => {});
    runWithMarkup(start);
    expect(start).not.toHaveBeenCalled();
  });
});
