// Per-field errors of a form: set them all at once, move focus to the first invalid field, clear one as
// the shopper edits it.
import { useCallback, useRef, useState } from 'react';
import type { FieldErrors } from './validate';

export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = useRef(new Map<string, HTMLElement | null>());

  /** Show `errs`; true when there are none. */
  const check = useCallback((errs: FieldErrors): boolean => {
    setErrors(errs);
    const first = Object.keys(errs)[0];
    if (first === undefined) return true;
    refs.current.get(first)?.focus();
    return false;
  }, []);
  const clear = useCallback(
    (key: string) =>
      setErrors((e) => (key in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)) : e)),
    [],
  );
  const reset = useCallback(() => setErrors({}), []);
  const fieldRef = (key: string) => (node: HTMLElement | null) => {
    refs.current.set(key, node);
  };
  return { errors, check, clear, reset, fieldRef, any: Object.keys(errors).length > 0 };
}
