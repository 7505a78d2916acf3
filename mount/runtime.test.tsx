// The root host: an urgent mount is on the page when mountWidget returns; a background one renders in a transition
// (React slices it; no long task) and `committed` settles once the widget's effects have run; hurry() finishes a
// background mount in the caller's task (a held action is waiting); unmounting before the commit settles it too.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { mountWidget } from './runtime';
import type { WidgetProps } from '../src/mount/types';

const listening = new Set<Element>();
function Widget({ el }: WidgetProps) {
  useEffect(() => {
    listening.add(el);
    return () => void listening.delete(el);
  }, [el]);
  return <span className="mounted">on</span>;
}
const def = { Component: Widget };

function host(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
}
const rendered = (el: HTMLElement) => el.nextElementSibling?.querySelector('.mounted') ?? null;

afterEach(() => {
  document.body.replaceChildren();
  listening.clear();
});

describe('mountWidget', () => {
  it('urgent: rendered, committed and its effects run before it returns', () => {
    const el = host();
    const m = mountWidget(el, 't', def, vi.fn(), true);
    expect(rendered(el)).not.toBeNull();
    expect(listening.has(el)).toBe(true);
    m.root.unmount();
  });

  it('background: nothing in the caller task; committed settles with the effects run', async () => {
    const el = host();
    const m = mountWidget(el, 't', def, vi.fn(), false);
    expect(rendered(el)).toBeNull();
    await m.committed;
    expect(rendered(el)).not.toBeNull();
    expect(listening.has(el)).toBe(true);
    m.root.unmount();
  });

  it('hurry() finishes a background mount in the caller task', async () => {
    const el = host();
    const m = mountWidget(el, 't', def, vi.fn(), false);
    m.hurry();
    expect(rendered(el)).not.toBeNull();
    expect(listening.has(el)).toBe(true);
    await m.committed;
    m.root.unmount();
  });

  it('ready(): a background mount renders only once it settles; an urgent one does not wait; hurry() does not wait', async () => {
    let go = () => {};
    const ready = vi.fn(() => new Promise<void>((r) => (go = r)));
    const el = host();
    const m = mountWidget(el, 't', { Component: Widget, ready }, vi.fn(), false);
    expect(ready).toHaveBeenCalledWith(el);
    await new Promise((r) => setTimeout(r, 20));
    expect(rendered(el)).toBeNull();
    go();
    await m.committed;
    expect(rendered(el)).not.toBeNull();
    m.root.unmount();

    const urgent = host();
    const u = mountWidget(
      urgent,
      't',
      { Component: Widget, ready: () => new Promise<void>(() => {}) },
      vi.fn(),
      true,
    );
    expect(rendered(urgent)).not.toBeNull();
    u.root.unmount();

    const held = host();
    const h = mountWidget(
      held,
      't',
      { Component: Widget, ready: () => new Promise<void>(() => {}) },
      vi.fn(),
      false,
    );
    h.hurry();
    expect(rendered(held)).not.toBeNull();
    await h.committed;
    h.root.unmount();
  });

  it('unmounted before its commit: committed settles and the markup is left as it was', async () => {
    const el = host();
    el.innerHTML = '<a href="/x">x</a>';
    const m = mountWidget(el, 't', def, vi.fn(), false);
    m.root.unmount();
    await m.committed;
    await new Promise((r) => setTimeout(r, 20));
    expect(rendered(el)).toBeNull();
    expect(el.nextElementSibling).toBeNull();
    expect(el.innerHTML).toBe('<a href="/x">x</a>');
  });
});
