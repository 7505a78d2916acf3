import { afterEach, describe, expect, it, vi } from 'vitest';
import { cooldown, COOLDOWN_STEP_S } from './cooldown';

afterEach(() => vi.useRealTimers());

describe('login resend cooldown', () => {
  it('disables the button for attempts × 15 s with a countdown line that goes away at the end', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div><button type="button">إعادة</button></div>';
    const btn = document.querySelector('button')!;
    const c = cooldown(btn, (n) => `يمكنك إعادة الإرسال خلال ${n} ث`);
    c.start();
    expect(COOLDOWN_STEP_S).toBe(15);
    expect(btn.disabled).toBe(true);
    const line = () => document.querySelector('.awp-resend-timer');
    expect(line()?.textContent).toBe('يمكنك إعادة الإرسال خلال 15 ث');
    expect(line()?.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(1000);
    expect(line()?.textContent).toBe('يمكنك إعادة الإرسال خلال 14 ث');
    vi.advanceTimersByTime(13_000);
    expect(line()?.textContent).toBe('يمكنك إعادة الإرسال خلال 1 ث');
    expect(btn.disabled).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(btn.disabled).toBe(false);
    expect(line()).toBeNull();
    c.start();
    expect(c.attempts).toBe(2);
    expect(line()?.textContent).toBe('يمكنك إعادة الإرسال خلال 30 ث');
    vi.advanceTimersByTime(29_999);
    expect(btn.disabled).toBe(true);
    vi.advanceTimersByTime(1);
    expect(btn.disabled).toBe(false);
    c.start();
    expect(line()?.textContent).toBe('يمكنك إعادة الإرسال خلال 45 ث');
    c.stop();
    expect(line()).toBeNull();
    expect(btn.disabled).toBe(false);
  });
});
