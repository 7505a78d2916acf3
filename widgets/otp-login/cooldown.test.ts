import { describe, expect, it } from 'vitest';
import { COOLDOWN_STEP_S, NO_COOLDOWN, startCooldown, tickCooldown } from './cooldown';

describe('login resend cooldown', () => {
  it('lasts attempts × 15 s and counts down a second at a time to 0', () => {
    expect(COOLDOWN_STEP_S).toBe(15);
    let s = startCooldown(NO_COOLDOWN);
    expect(s).toEqual({ attempts: 1, remaining: 15 });
    for (let i = 0; i < 14; i++) s = tickCooldown(s);
    expect(s.remaining).toBe(1);
    s = tickCooldown(tickCooldown(s));
    expect(s).toEqual({ attempts: 1, remaining: 0 });
    s = startCooldown(s);
    expect(s).toEqual({ attempts: 2, remaining: 30 });
    expect(startCooldown(s)).toEqual({ attempts: 3, remaining: 45 });
  });
});
