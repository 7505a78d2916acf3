// The points validation order of the plugin's script, as a pure function: present and > 0, else
// nothing is sent; enough points -> send; otherwise the order-limit message when the button carries a limit,
// else the not-enough message. Arabic-Indic and Persian digits count as digits.
import { parseLocalNumber } from '../../src/i18n';

export type ApplyDecision =
  | { kind: 'none' }
  | { kind: 'send'; points: number }
  | { kind: 'above_order_limit' }
  | { kind: 'not_sufficient' };

export function decideApply(entered: string, currentPoints: number, orderLimit: number): ApplyDecision {
  const wanted = parseLocalNumber(entered);
  if (!Number.isFinite(wanted) || wanted <= 0) return { kind: 'none' };
  if (currentPoints > 0 && currentPoints >= wanted) return { kind: 'send', points: wanted };
  if (orderLimit > 0) return { kind: 'above_order_limit' };
  return { kind: 'not_sufficient' };
}
