// What the widget puts into the platform's own slots: the preloader or the clear (X) button in
// `.dgwt-wcas-preloader`, the microphone in `.dgwt-wcas-voice-search`, the mobile overlay's trigger at the start
// of the box, and the darkened page behind a focused box.
import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import { SafeHtml } from '../../src/html/SafeHtml';
import { __ } from '../../src/i18n';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { label } from './labels';
import { VoiceSearch } from './VoiceSearch';

export function PreloaderSlot(props: {
  cfg: FiboSearchSettings;
  slot: HTMLElement;
  loading: boolean;
  short: boolean;
  onClear(): void;
}) {
  const { cfg, slot, loading, short, onClear } = props;
  return createPortal(
    loading && cfg.show_preloader ? (
      <SafeHtml html={cfg.preloader_icon} className="dgwt-wcas-inner-preloader" aria-hidden="true" />
    ) : !short ? (
      <button type="button" className="dgwt-wcas-close" aria-label={__('Clear the search')} onClick={onClear}>
        {cfg.close_icon ? (
          <SafeHtml html={cfg.close_icon} aria-hidden="true" />
        ) : (
          <span aria-hidden="true">×</span>
        )}
      </button>
    ) : null,
    slot,
  );
}

export function VoiceSlot(props: {
  cfg: FiboSearchSettings;
  slot: HTMLElement;
  onInterim(text: string): void;
  onFinal(text: string): void;
}) {
  const { cfg, slot, onInterim, onFinal } = props;
  return createPortal(<VoiceSearch cfg={cfg} onInterim={onInterim} onFinal={onFinal} />, slot);
}

export function OverlayTrigger(props: {
  cfg: FiboSearchSettings;
  el: HTMLElement;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onOpen(): void;
}) {
  const { cfg, el, triggerRef, onOpen } = props;
  return createPortal(
    <button
      ref={triggerRef}
      type="button"
      className="js-dgwt-wcas-enable-mobile-form dgwt-wcas-enable-mobile-form"
      aria-label={label(cfg, 'mob_overlay_label')}
      onClick={onOpen}
    >
      <SafeHtml html={cfg.magnifier_icon} aria-hidden="true" />
    </button>,
    el,
  );
}

export function DarkenedOverlay({ onClose }: { onClose(): void }) {
  return createPortal(
    <div className="dgwt-wcas-darkened-overlay" aria-hidden="true" onClick={onClose} />,
    document.body,
  );
}
