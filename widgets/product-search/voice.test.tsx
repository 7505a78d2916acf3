import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { VoiceSearch } from './VoiceSearch';
import { recognitionCtor, voiceStateAfterError, type RecognitionLike } from './voice';
import { readFiboSearch } from '../../src/settings/fibosearch';
import './index';

type Result = ArrayLike<{ transcript: string }> & { isFinal: boolean };
let last: FakeRecognition | null = null;
class FakeRecognition implements RecognitionLike {
  lang = '';
  continuous = true;
  interimResults = false;
  started = 0;
  aborted = 0;
  onresult: RecognitionLike['onresult'] = null;
  onerror: RecognitionLike['onerror'] = null;
  onend: RecognitionLike['onend'] = null;
  onstart: RecognitionLike['onstart'] = null;
  constructor() {
    last = this; // eslint-disable-line @typescript-eslint/no-this-alias
  }
  start() {
    this.started++;
  }
  abort() {
    this.aborted++;
  }
  say(text: string, isFinal: boolean) {
    const res: Result = Object.assign([{ transcript: text }], { isFinal });
    this.onresult?.({ resultIndex: 0, results: [res] });
  }
}

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete w.SpeechRecognition;
  delete w.webkitSpeechRecognition;
  last = null;
});

function setup() {
  w.webkitSpeechRecognition = FakeRecognition;
  const cfg = { ...readFiboSearch(), voice_search_lang: 'ar-EG' };
  const interim: string[] = [];
  const final: string[] = [];
  render(<VoiceSearch cfg={cfg} onInterim={(t) => interim.push(t)} onFinal={(t) => final.push(t)} />);
  return { interim, final, button: () => screen.getByRole('button') };
}

describe('voice search', () => {
  it('is hidden where unsupported', () => {
    const { container } = render(
      <VoiceSearch cfg={readFiboSearch()} onInterim={() => {}} onFinal={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
    w.SpeechRecognition = FakeRecognition;
    const ua = {
      navigator: { userAgent: 'Mozilla/5.0 (Macintosh) AppleWebKit/605 Version/17 Safari/605' },
      SpeechRecognition: FakeRecognition,
    };
    expect(recognitionCtor(ua as unknown as Window)).toBeNull();
    const ios = {
      navigator: { userAgent: 'Mozilla/5.0 (iPhone) CriOS/120 Mobile Safari/604' },
      SpeechRecognition: FakeRecognition,
    };
    expect(recognitionCtor(ios as unknown as Window)).toBeNull();
    expect(recognitionCtor(window)).toBe(FakeRecognition);
  });

  it('inactive → active on click (lang from settings); interim text goes to the input; a final result searches', () => {
    const { interim, final, button } = setup();
    expect(button().dataset.state).toBe('inactive');
    fireEvent.click(button());
    expect(last?.lang).toBe('ar-EG');
    expect(last?.interimResults).toBe(true);
    expect(button().dataset.state).toBe('active');
    expect(button().getAttribute('aria-pressed')).toBe('true');
    act(() => last?.say('قهو', false));
    expect(interim).toEqual(['قهو']);
    act(() => last?.say('قهوة', true));
    expect(final).toEqual(['قهوة']);
    expect(button().dataset.state).toBe('inactive');
  });

  it('a second click aborts', () => {
    const { button } = setup();
    fireEvent.click(button());
    fireEvent.click(button());
    expect(last?.aborted).toBe(1);
    expect(button().dataset.state).toBe('inactive');
  });

  it('maps errors: aborted/no-speech → inactive, network → unchanged, not-allowed → off with the disabled state', () => {
    expect(voiceStateAfterError('aborted', 'active')).toBe('inactive');
    expect(voiceStateAfterError('no-speech', 'active')).toBe('inactive');
    expect(voiceStateAfterError('network', 'active')).toBe('active');
    expect(voiceStateAfterError('service-not-allowed', 'active')).toBe('off');
    const { button } = setup();
    fireEvent.click(button());
    act(() => last?.onerror?.({ error: 'not-allowed' }));
    expect(button().dataset.state).toBe('off');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    const before = last;
    fireEvent.click(button());
    expect(last).toBe(before); // off: clicking starts nothing
  });
});
