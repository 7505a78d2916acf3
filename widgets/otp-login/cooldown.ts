// The login resend cooldown: attempts x 15 s per method, the button disabled and a countdown line after it
// ('You can resend in N s'), removed when it ends.
export const COOLDOWN_STEP_S = 15;

export interface Cooldown {
  /** start the next cooldown (1st: 15 s, 2nd: 30 s, ...) */
  start(): void;
  readonly attempts: number;
  stop(): void;
}

export function cooldown(button: HTMLButtonElement, label: (seconds: number) => string): Cooldown {
  let attempts = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let line: HTMLElement | null = null;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    line?.remove();
    line = null;
    button.disabled = false;
  };
  return {
    start() {
      stop();
      attempts += 1;
      let remaining = attempts * COOLDOWN_STEP_S;
      line = document.createElement('div');
      line.className = 'awp-resend-timer';
      line.setAttribute('aria-live', 'polite');
      line.textContent = label(remaining);
      button.after(line);
      button.disabled = true;
      timer = setInterval(() => {
        remaining -= 1;
        if (remaining <= 0) stop();
        else if (line) line.textContent = label(remaining);
      }, 1000);
    },
    get attempts() {
      return attempts;
    },
    stop,
  };
}
