// Run `run` now, or, while a reviews grid waits for its covers (mount/gridColumns.ts marks it `data-sw-covers`),
// once it has shown them and that frame has painted. The page's load event comes before a lazy cover has loaded
// (a lazy image does not hold it): the chunks requested then (React first) were ahead of the page's largest paint,
// which the covers are, and delayed it. A module apart from gridColumns.ts: the entry's strategies need this
// alone, not the grid's layout.
export function afterCoversShown(run: () => void): void {
  if (document.querySelector('[data-sw-covers]')) setTimeout(afterCoversShown, 16, run);
  else run();
}
