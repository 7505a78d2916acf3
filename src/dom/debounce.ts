// The one debounce: a call runs `ms` after the last one, with the last one's arguments. `cancel` drops the call
// waiting, `flush` runs one now (Enter in a search box), `pending` says whether a call is waiting.

export interface Debounced<A extends unknown[]> {
  (...a: A): void;
  cancel(): void;
  flush(...a: A): void;
  pending(): boolean;
}

export function debounce<A extends unknown[]>(fn: (...a: A) => void, ms: number): Debounced<A> {
  let t: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(t);
    t = undefined;
  };
  const d = (...a: A) => {
    clearTimeout(t);
    t = setTimeout(() => {
      t = undefined;
      fn(...a);
    }, ms);
  };
  d.cancel = cancel;
  d.flush = (...a: A) => {
    cancel();
    fn(...a);
  };
  d.pending = () => t !== undefined;
  return d;
}
