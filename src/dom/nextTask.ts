// A task boundary. Work that is one long task on a slow phone (a library's first run, then the DOM it builds)
// is split with this so input can be handled in between; Lighthouse counts each task over 50 ms as blocking.
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
