// The session's own values into the store, for the widgets that show or send them: who is logged in, and the
// points balance (the printed one stands until then; a balance a widget changed in the meantime, a wallet
// conversion's, is newer than the request and stays).
import { sessionVisitor, type Visitor } from '../ajax/visitor';
import type { StorefrontStore } from './store';

export async function followVisitor(
  store: StorefrontStore,
  ajaxUrl: string,
  opts: { now?: boolean } = {},
): Promise<Visitor | null> {
  const before = store.getState().points.balance;
  const visitor = await sessionVisitor(ajaxUrl, opts);
  if (!visitor) return null;
  const st = store.getState();
  if (st.session.visitor !== visitor) st.setVisitor(visitor);
  if (st.points.balance === before && before !== visitor.points) st.setPointsBalance(visitor.points);
  return visitor;
}
