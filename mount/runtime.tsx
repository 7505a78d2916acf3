// Loaded with the first widget (never by the entry itself): React, the one store, and the root host that puts
// every widget in its own ErrorBoundary + Suspense, and restores the PHP markup if the widget fails.
import { StrictMode, Suspense, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ErrorBoundary } from '../src/ui/ErrorBoundary';
import { StoreProvider, getStore } from '../src/store';
import type { MountedRoot, ReactWidget } from '../src/mount/types';

function OnCommit({ run }: { run(): void }) {
  useLayoutEffect(run, [run]);
  return null;
}

export function mountWidget(el: HTMLElement, name: string, def: ReactWidget, onFailed: (e: unknown) => void): MountedRoot {
  const placement = def.placement ?? 'enhance';
  const store = getStore();
  let host: HTMLElement;
  let restore: () => void;

  if (placement === 'inside') {
    host = el;
    const original = Array.from(el.childNodes);
    restore = () => el.replaceChildren(...original);
  } else {
    host = document.createElement('div');
    host.dataset.swRoot = name;
    host.style.display = 'contents';
    if (placement === 'replace') el.before(host);
    else if (el === document.body || el === document.documentElement) document.body.append(host);
    else el.after(host);
    const display = el.style.display;
    restore = () => {
      host.remove();
      if (placement === 'replace') el.style.display = display;
    };
  }

  let root: Root | null = createRoot(host);
  let done = false;
  const unmount = () => {
    if (done) return;
    done = true;
    const r = root;
    root = null;
    // unmounting during a render is not allowed: defer to a task
    queueMicrotask(() => {
      r?.unmount();
      restore();
    });
  };
  const onCommit = () => {
    if (placement === 'replace') el.style.display = 'none'; // not [hidden]: theme CSS often overrides it
  };

  // Commit (and run effects) synchronously: an intent click replayed right after mount must find the
  // widget's listeners in place.
  flushSync(() => root?.render(
    <StrictMode>
      <ErrorBoundary
        name={name}
        onError={(e) => {
          unmount();
          onFailed(e);
        }}
      >
        <StoreProvider store={store}>
          <Suspense fallback={null}>
            <def.Component el={el} />
            <OnCommit run={onCommit} />
          </Suspense>
        </StoreProvider>
      </ErrorBoundary>
    </StrictMode>,
  ));
  return { unmount };
}
