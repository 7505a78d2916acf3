// One way to send a call that names its nonce: when its plugin refuses the printed nonce (a page served from a
// cache), fresh nonces are asked for once and the call is sent once more with the fresh one. The refusal came
// before the plugin did anything, so the second send is the first that counts; an accepted call is never resent.
import { ApiError } from './errors';
import { freshNonce, refreshNonces, type NonceSource } from './freshNonces';

/** The nonce a call sends: its field, where the page printed it, and how its plugin refuses a stale one. */
export interface NonceField {
  field: string;
  from: NonceSource;
  /** a plugin that refuses with an answer of its own (not admin-ajax's `-1`): true for that answer */
  refused?: (answer: unknown) => boolean;
  /** the admin-ajax URL fresh nonces are asked from (an admin-ajax call's own URL when not given) */
  refreshUrl?: string;
}

export type NonceData = Record<string, unknown> | FormData;

function withNonce<D extends NonceData>(data: D, field: string, nonce: string | undefined): D {
  if (nonce === undefined) return data;
  if (data instanceof FormData) {
    data.set(field, nonce);
    return data;
  }
  return { ...data, [field]: nonce };
}

function printedNonce(data: NonceData, field: string): string | undefined {
  const v = data instanceof FormData ? data.get(field) : data[field];
  return typeof v === 'string' ? v : undefined;
}

/** Send `data` (its nonce the freshest known), and once more with a fresh nonce if it is refused for it. */
export async function sendWithFreshNonce<D extends NonceData, A>(
  data: D,
  n: NonceField,
  refreshUrl: string,
  send: (data: D) => Promise<A>,
): Promise<A> {
  const sent = freshNonce(n.from) ?? printedNonce(data, n.field);
  let refusal: ApiError | null = null;
  let answer: A | undefined;
  try {
    answer = await send(withNonce(data, n.field, sent));
    if (!n.refused?.(answer)) return answer;
  } catch (e) {
    if (!(e instanceof ApiError) || e.code !== 'nonce') throw e;
    refusal = e;
  }
  await refreshNonces(n.refreshUrl ?? refreshUrl);
  const fresh = freshNonce(n.from);
  if (fresh === undefined || fresh === sent) {
    if (refusal || answer === undefined) throw refusal ?? new ApiError('nonce', 'refused');
    return answer;
  }
  return send(withNonce(data, n.field, fresh));
}
