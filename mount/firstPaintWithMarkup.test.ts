import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWithMarkup } from './firstPaintWithMarkup';

afterEach(() => vi.restoreAllMocks());

describe('a first-paint job printed with its markup', () => {
  it('runs before each frame while the page is parsed, then once more at DOMContentLoaded, before its own listener', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    let state: DocumentReadyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    const calls: string[] = [];
    runWithMarkup((doc) => {
      doc.addEventListener('DOMContentLoaded', () => calls.push('job listener'), { once: true });
      return () => calls.push('frame');
    });
    expect(calls).toEqual([]);
    frames.shift()?.(0);
    frames.shift()?.(0);
    expect(calls).toEqual(['frame', 'frame']);
    state = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(calls).toEqual(['frame', 'frame', 'frame', 'job listener']);
    frames.shift()?.(0);
    expect(frames).toEqual([]); // parsed: no more frames asked for
  });
});
