// The form's result view: the server's description (as text) and its button, success or error styled.
import { useEffect, useRef } from 'react';
import type { FormResult } from './useFormFlow';

export function ResultView({ result, onButton }: { result: FormResult; onButton(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div
      className={`cr-review-form-result ${result.ok ? 'cr-review-form-success' : 'cr-review-form-failure'}`}
    >
      <span role={result.ok ? 'status' : 'alert'}>{result.text}</span>
      <button
        ref={button}
        type="button"
        className={`cr-review-form-continue${result.ok ? '' : ' cr-review-form-error-btn'}`}
        onClick={onButton}
      >
        {result.button}
      </button>
    </div>
  );
}
