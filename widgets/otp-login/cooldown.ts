// The login resend cooldown: attempts × 15 s per method, counting down a second at a time. Pure: the
// view's hook (useCooldown.ts) keeps the state and the timer.
export const COOLDOWN_STEP_S = 15;

export interface CooldownState {
  /** cooldowns started so far in this pane */
  attempts: number;
  /** seconds left; 0 when the resend button is usable */
  remaining: number;
}

export const NO_COOLDOWN: CooldownState = { attempts: 0, remaining: 0 };

/** The next cooldown: the 1st lasts 15 s, the 2nd 30 s, ... */
export const startCooldown = (s: CooldownState): CooldownState => ({
  attempts: s.attempts + 1,
  remaining: (s.attempts + 1) * COOLDOWN_STEP_S,
});

/** One second later. */
export const tickCooldown = (s: CooldownState): CooldownState =>
  s.remaining > 0 ? { ...s, remaining: s.remaining - 1 } : s;
