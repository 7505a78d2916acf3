// A points message as the plugin shows it: server HTML (sanitized) or our text, in the plugin's red or green.
import { SafeHtml } from '../../src/html/SafeHtml';
import type { Outcome } from './actions';

export const colourClass = (o: Outcome): string => (o.colour === 'red' ? 'sw-points-red' : 'sw-points-green');

export function MessageText({ outcome }: { outcome: Outcome }) {
  return outcome.html !== undefined ? <SafeHtml html={outcome.html} /> : <>{outcome.text ?? ''}</>;
}
