// A task boundary. Work that is one long task on a slow phone (a library's first run, then the DOM it builds)
// is split with this so input can be handled in between.
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The first task after the next paint: the page's layout is clean then, so work that reads a size (a forced
 * layout) lays out only what it changed, not the whole page others just changed. A hidden page paints nothing:
 * there it is the next task.
 */
export const afterPaint = (doc: Document = document): Promise<void> =>
  doc.visibilityState === 'hidden'
    ? nextTask()
    : new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
