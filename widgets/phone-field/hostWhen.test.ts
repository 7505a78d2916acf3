import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../src/dom/nextTask';
import { hostWhen } from './hostWhen';

const field = () => {
  const input = document.createElement('input');
  document.body.append(input);
  return input;
};
const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await nextTask();
  await nextTask();
  return done;
};

describe('hostWhen: the moment the phone field sets up intl-tel-input', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('waits for the next paint, then a task after it; one moment an input', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const input = field();
    const moment = hostWhen(input);
    expect(hostWhen(input)).toBe(moment);
    expect(await settled(moment)).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(await settled(moment)).toBe(true);
  });

  it('at once when the shopper is in the field, or reaches it before the paint', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0); // a paint that never comes
    const focused = field();
    focused.focus();
    expect(await settled(hostWhen(focused))).toBe(true);
    const later = field();
    const moment = hostWhen(later);
    expect(await settled(moment)).toBe(false);
    later.focus();
    expect(await settled(moment)).toBe(true);
  });
});
