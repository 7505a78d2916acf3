// The observer hands scan() only the outermost of the elements added in one batch, and reports removals.
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { observe } from './observe';

describe('observe', () => {
  it('batches added markup into its outermost elements; removals are reported', async () => {
    document.body.innerHTML = '<main id="m"></main>';
    const added = vi.fn<(nodes: Element[]) => void>();
    const removed = vi.fn();
    const stop = observe(added, removed);
    const main = document.getElementById('m')!;
    const outer = document.createElement('div');
    outer.id = 'outer';
    outer.innerHTML = '<p><span class="deep">x</span></p>';
    main.append(outer);
    outer.querySelector('p')!.append(document.createElement('b')); // inside an added element: covered by it
    const sibling = document.createElement('em');
    main.append(sibling);
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(added.mock.calls[0]?.[0]).toEqual([outer, sibling]);
    sibling.remove();
    await waitFor(() => expect(removed).toHaveBeenCalledTimes(1));
    stop();
  });

  it("a widget's root host and text are not handed on; the observer's callback keeps the lists and reads no node", async () => {
    document.body.innerHTML = '<main id="m"></main>';
    const added = vi.fn<(nodes: Element[]) => void>();
    const stop = observe(added, () => {});
    const main = document.getElementById('m')!;
    const host = document.createElement('div');
    host.dataset.swRoot = 'product-search';
    const reads = vi.spyOn(NodeList.prototype, 'forEach');
    main.append(host, 'text', document.createElement('i'));
    await Promise.resolve(); // the observer's callback has run (a microtask), the frame's pass not yet
    expect(reads).not.toHaveBeenCalled();
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(added.mock.calls[0]?.[0].map((e) => e.tagName)).toEqual(['I']);
    reads.mockRestore();
    stop();
  });
});
