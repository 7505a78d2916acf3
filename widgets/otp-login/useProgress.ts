// The progress line while a call runs: which of the three texts shows (null when no call runs), changing at
// the cycle's boundaries (progress.ts). The first line needs no state change (no second render in the click
// that starts the call); the state goes back to null when the call ends.
import { useEffect, useState } from 'react';
import { msToNextLine, progressLine } from './progress';

export function useProgress(running: boolean): 0 | 1 | 2 | null {
  const [line, setLine] = useState<0 | 1 | 2 | null>(null);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      const elapsed = Date.now() - started;
      setLine(progressLine(elapsed));
      timer = setTimeout(next, msToNextLine(elapsed));
    };
    timer = setTimeout(next, msToNextLine(0));
    return () => {
      clearTimeout(timer);
      setLine(null);
    };
  }, [running]);
  return running ? (line ?? 0) : null;
}
