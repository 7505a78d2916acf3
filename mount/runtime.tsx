// Loaded with the first widget (never by the entry itself): React, the one store, and the root host that puts
// every widget in its own ErrorBoundary + Suspense, and restores the PHP markup if the widget fails.
import { StrictMode, Suspense, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ErrorBoundary } from '../src/ui/ErrorBoundary';
import { StoreProvider, getStore } from '../src/store';
import type { MountedRoot, ReactWidget } from '../src/mount/types';

/** after the widget's own effects: `layout` when its DOM is in, `effects` when its listeners are (passive effects
 * of a transition run in a later task) */
function OnCommit({ layout, effects }: { layout(): void; effects(): void }) {
  useLayoutEffect(layout, [layout]);
  useEffect(effects, [effects]);
  return null;
}

/** A root being mounted: `committed` settles once its first render is on the page (or it failed or was unmounted). */
export interface Mounting {
  root: MountedRoot;
  committed: Promise<void>;
  /** finish the first render now, in this task (a shopper's action is waiting for it); a no-op once committed */
  hurry(): void;
}

/**
 * Mount def's Component in its own root on el. `urgent` (an intent widget, a held action, the public load()):
 * rendered and committed synchronously, so a replayed click finds the widget's listeners in place. Otherwise in a
 * transition: React renders it in slices of a few ms and the page stays responsive while a big widget (a list of
 * reviews, a form) mounts; no long task.
 */
export function mountWidget(
  el: HTMLElement,
  name: string,
  def: ReactWidget,
  onFailed: (e: unknown) => void,
  urgent: boolean,
): Mounting {
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
  let isCommitted = false;
  let settle = () => {};
  const committed = new Promise<void>((r) => (settle = r));
  const unmount = () => {
    if (done) return;
    done = true;
    settle();
    const r = root;
    root = null;
    // unmounting during a render is not allowed: defer to a task
    queueMicrotask(() => {
      r?.unmount();
      restore();
    });
  };
  const onLayout = () => {
    if (placement === 'replace') el.style.display = 'none'; // not [hidden]: theme CSS often overrides it
    // a transition's effects would run in a later task, after a paint of the committed DOM without them (a slider
    // not yet laid out by its effect moved the page): run them in this task, as a synchronous mount does
    queueMicrotask(hurry);
  };
  const onEffects = () => {
    isCommitted = true;
    settle();
  };

  const tree = (
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
            <OnCommit layout={onLayout} effects={onEffects} />
          </Suspense>
        </StoreProvider>
      </ErrorBoundary>
    </StrictMode>
  );
  // a sync render of the same tree overtakes the transition's (React renders the higher lane first), and runs the
  // effects a committed transition still has pending
  const hurry = () => {
    if (!isCommitted && root) flushSync(() => root?.render(tree));
  };
  const render = () => {
    if (!isCommitted) startTransition(() => root?.render(tree));
  };
  if (urgent) hurry();
  else if (def.ready) void def.ready(el).then(render, render);
  else render();
  return { root: { unmount }, committed, hurry };
}
