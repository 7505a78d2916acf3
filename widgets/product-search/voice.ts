// Voice search over the Web Speech API: support detection and FiboSearch's error mapping, DOM-free.
import { readWindow } from '../../src/dom/globals';
export type VoiceState = 'inactive' | 'active' | 'off';

/** Errors: aborted/no-speech → inactive; network → nothing; not-allowed → off. */
export function voiceStateAfterError(error: string, current: VoiceState): VoiceState {
  if (error === 'not-allowed' || error === 'service-not-allowed') return 'off';
  if (error === 'aborted' || error === 'no-speech') return 'inactive';
  return current;
}

export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  abort(): void;
  onresult:
    | ((e: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  onstart: (() => void) | null;
}
type RecognitionCtor = new () => RecognitionLike;

/** The constructor, or null where unsupported (no API; desktop Safari and Chrome on iOS, as FiboSearch). */
export function recognitionCtor(win: Window = window): RecognitionCtor | null {
  const ctor = readWindow('SpeechRecognition', win) ?? readWindow('webkitSpeechRecognition', win);
  if (typeof ctor !== 'function') return null;
  const ua = win.navigator.userAgent;
  const iosChrome = /iPhone|iPad|iPod/.test(ua) && /CriOS/.test(ua);
  const desktopSafari = /Safari/.test(ua) && !/Chrome|Chromium|CriOS|Android|Mobile/.test(ua);
  if (iosChrome || desktopSafari) return null;
  return ctor as RecognitionCtor; // a constructor function, checked above
}
