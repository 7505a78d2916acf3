// Markup inserted later (replaced cart fragments, popups, infinite scroll) gets its widgets; markup removed
// loses them. Mutations are batched into one pass per animation frame.
export function observe(onAdded: (nodes: Element[]) => void, onRemoved: () => void): () => void {
  let added: Element[] = [];
  let removed = false;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const batch = added;
    added = [];
    if (removed) {
      removed = false;
      onRemoved();
    }
    // only the outermost added elements: scanning a parent covers its children (an ancestor walk per node, not
    // a pairwise contains(): a render can add hundreds of elements)
    const set = new Set(batch);
    const inAdded = (n: Element) => {
      for (let p = n.parentElement; p; p = p.parentElement) if (set.has(p)) return true;
      return false;
    };
    const roots = batch.filter((n) => n.isConnected && !inAdded(n));
    if (roots.length) onAdded(roots);
  };
  const mo = new MutationObserver((records) => {
    for (const r of records) {
      r.addedNodes.forEach((n) => {
        if (n instanceof Element && !(n instanceof HTMLElement && n.dataset.swRoot)) added.push(n);
      });
      if (r.removedNodes.length) removed = true;
    }
    if (!scheduled && (added.length || removed)) {
      scheduled = true;
      (window.requestAnimationFrame ?? setTimeout)(flush);
    }
  });
  mo.observe(document.documentElement, { childList: true, subtree: true });
  return () => mo.disconnect();
}
