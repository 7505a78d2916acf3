// The resend cooldown of one pane: start() begins the next one, `remaining` counts down each second.
import { useCallback, useEffect, useState } from 'react';
import { NO_COOLDOWN, startCooldown, tickCooldown, type CooldownState } from './cooldown';

export function useCooldown(): CooldownState & { start(): void } {
  const [state, setState] = useState<CooldownState>(NO_COOLDOWN);
  const running = state.remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setState(tickCooldown), 1000);
    return () => clearInterval(timer);
  }, [running, state.attempts]);
  const start = useCallback(() => setState(startCooldown), []);
  return { ...state, start };
}
