// Page navigation the points flows end with, in one object so tests can observe it (jsdom cannot reload).
import { reload } from '../../src/dom/navigate';

export const nav = {
  reload(): void {
    reload();
  },
  /** rewrite the address without loading (history.pushState, as the plugin does) */
  setUrl(url: string): void {
    history.pushState({ path: url }, '', url);
  },
};

/** scheme://host/path without the query, as the plugin builds it */
export const barePath = (): string => `${location.protocol}//${location.host}${location.pathname}`;
