// Run `run` now, or, while a first-paint job keeps printed markup hidden until it can show it whole (it marks it
// `data-sw-showing`, as the reviews grid's does while the covers in view load), once it has shown it and that frame
// has painted. The page's load event comes before a lazy image has loaded (a lazy image does not hold it): the
// chunks requested then (React first) were ahead of the page's largest paint, that markup, and delayed it. The
// entry's strategies (afterLoad) and the head script's load-time preload wait for it.
export function whenShown(run: () => void): void {
  if (document.querySelector('[data-sw-showing]')) setTimeout(whenShown, 16, run);
  else run();
}
