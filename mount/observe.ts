// Markup inserted later (replaced cart fragments, popups, infinite scroll) gets its widgets; markup removed
// loses them. Mutations are batched into one pass per animation frame.
export function observe(onAdded: (nodes: Element[]) => void, onRemoved: () => void): () => void {
  // the records' lists as they come: the observer's callback runs in the task of every DOM change on the page
  // (each commit of a React widget: a list of suggestions re-rendered on a keystroke), so it only keeps them
  // (a walk over each added node there would lengthen every commit); the frame's pass reads them
  let lists: NodeList[] = [];
  let removed = false;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const batch: Element[] = [];
    for (const list of lists)
      list.forEach((n) => {
        // elements only; a widget's own root host is not platform markup
        if (n instanceof Element && !n.hasAttribute('data-sw-root')) batch.push(n);
      });
    lists = [];
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
      if (r.addedNodes.length) lists.push(r.addedNodes);
      if (r.removedNodes.length) removed = true;
    }
    if (!scheduled && (lists.length || removed)) {
      scheduled = true;
      (window.requestAnimationFrame ?? setTimeout)(flush);
    }
  });
  mo.observe(document.documentElement, { childList: true, subtree: true });
  return () => mo.disconnect();
}
