// The microphone button in `.dgwt-wcas-voice-search`: a click starts or aborts listening; interim text goes
// into the input, a final result searches.
import { useEffect, useRef, useState } from 'react';
import { SafeHtml } from '../../src/html/SafeHtml';
import { __ } from '../../src/i18n';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { recognitionCtor, voiceStateAfterError, type RecognitionLike, type VoiceState } from './voice';

export interface VoiceSearchProps {
  cfg: FiboSearchSettings;
  onInterim(text: string): void;
  onFinal(text: string): void;
}

export function VoiceSearch({ cfg, onInterim, onFinal }: VoiceSearchProps) {
  const [state, setState] = useState<VoiceState>('inactive');
  const rec = useRef<RecognitionLike | null>(null);
  const cbs = useRef({ onInterim, onFinal });
  cbs.current = { onInterim, onFinal };

  useEffect(() => () => rec.current?.abort(), []);

  const Ctor = recognitionCtor();
  if (!Ctor) return null;

  const toggle = () => {
    if (state === 'off') return;
    if (state === 'active') {
      rec.current?.abort();
      setState('inactive');
      return;
    }
    const r = new Ctor();
    r.lang = cfg.voice_search_lang || 'ar-SA';
    r.continuous = false;
    r.interimResults = true;
    r.onstart = () => setState('active');
    r.onresult = (e) => {
      let text = '';
      let final = false;
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const res = e.results[i];
        const alt = res?.[0];
        if (!res || !alt) continue;
        text += alt.transcript;
        if (res.isFinal) final = true;
      }
      if (final) {
        setState('inactive');
        cbs.current.onFinal(text);
      } else {
        cbs.current.onInterim(text);
      }
    };
    r.onerror = (e) => setState((s) => voiceStateAfterError(e.error, s));
    r.onend = () => setState((s) => (s === 'active' ? 'inactive' : s));
    rec.current = r;
    try {
      r.start();
      setState('active');
    } catch {
      setState('inactive');
    }
  };

  const icon =
    state === 'off'
      ? cfg.voice_search_disabled_icon
      : state === 'active'
        ? cfg.voice_search_active_icon
        : cfg.voice_search_inactive_icon;
  const text =
    state === 'off'
      ? __('Voice search is not allowed')
      : state === 'active'
        ? __('Stop voice search')
        : __('Search by voice');
  return (
    <button
      type="button"
      className={`dgwt-wcas-voice-search-btn dgwt-wcas-voice-search-${state}`}
      aria-label={text}
      aria-pressed={state === 'active'}
      aria-disabled={state === 'off' || undefined}
      data-state={state}
      onClick={toggle}
    >
      {icon ? <SafeHtml html={icon} aria-hidden="true" /> : <span aria-hidden="true">🎤</span>}
    </button>
  );
}
