// The platform's own pieces of one FiboSearch box (partials/search-form.php) and what the widget reads from them.
import { parseJson, record, str } from '../../src/settings/parse';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';

export interface Parts {
  form: HTMLFormElement;
  input: HTMLInputElement;
  preloader: HTMLElement | null;
  voice: HTMLElement | null;
  iconHandler: HTMLElement | null;
}

export function findParts(el: HTMLElement): Parts | null {
  const form = el.querySelector<HTMLFormElement>('form.dgwt-wcas-search-form');
  const input = el.querySelector<HTMLInputElement>('.dgwt-wcas-search-input');
  if (!form || !input) return null;
  return {
    form,
    input,
    preloader: el.querySelector<HTMLElement>('.dgwt-wcas-preloader'),
    voice: el.querySelector<HTMLElement>('.dgwt-wcas-voice-search'),
    iconHandler: el.querySelector<HTMLElement>('.js-dgwt-wcas-search-icon-handler'),
  };
}

/** The input's `data-custom-params` (FiboSearch's `dgwt/wcas/search_bar/custom_params` filter). */
export const customParams = (input: HTMLInputElement) =>
  record(str(''))(parseJson(input.dataset.customParams ?? ''));

/**
 * FiboSearch's `getParams`: the global `custom_params`, then the input's own on top. Besides going with every
 * search, `layout_breakpoint` and `mobile_overlay_breakpoint` among them override the printed breakpoints
 * (`isBreakpointReached`).
 */
export function searchParams(cfg: FiboSearchSettings, input: HTMLInputElement): Record<string, string> {
  return { ...cfg.custom_params, ...customParams(input) };
}

export const isTouch = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
