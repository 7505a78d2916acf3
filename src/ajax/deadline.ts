// One signal for a call: aborted by the caller's signal or when the call's deadline passes, and able to say
// which of the two it was (a timeout is an error to show; a caller's abort is not).
export interface Deadline {
  signal: AbortSignal;
  timedOut(): boolean;
  dispose(): void;
}

export function deadline(timeoutMs: number, caller?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (caller?.aborted) controller.abort();
  caller?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    dispose() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}
