// Which registry rows load their widget once the page has loaded: idle (the default), visible, or intent with an
// idle prefetch. The build's preload map (vite.config.ts) and the head's load-time preload (preloadAtLoad.ts)
// both follow it; a module of its own so the config imports nothing else of the bundle.

export const loadsAtLoad = (row: { strategy?: unknown; prefetch?: unknown }): boolean =>
  !row.strategy || row.strategy === 'idle' || row.strategy === 'visible' || row.prefetch === 'idle';
