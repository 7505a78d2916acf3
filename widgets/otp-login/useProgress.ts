// The progress line while a call runs: which of the three texts shows (null when no call runs), changing at
// the cycle's boundaries (progress.ts).
import { useEffect, useState } from 'react';
import { msToNextLine, progressLine } from './progress';

export function useProgress(running: boolean): 0 | 1 | 2 | null {
  const [line, setLine] = useState<0 | 1 | 2 | null>(null);
  useEffect(() => {
    if (!running) {
      setLine(null);
      return;
    }
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      const elapsed = Date.now() - started;
      setLine(progressLine(elapsed));
      timer = setTimeout(show, msToNextLine(elapsed));
    };
    show();
    return () => clearTimeout(timer);
  }, [running]);
  return running ? (line ?? 0) : null;
}
