// E-mail domain completion (spec "Signup" validation): without '@' every configured domain is offered,
// with '@' only the domains starting with the typed suffix; at most 5; nothing for blank input.
export const MAX_SUGGESTIONS = 5;

export function emailSuggestions(term: string, domains: readonly string[]): string[] {
  if (term.trim() === '') return [];
  const at = term.indexOf('@');
  const out: string[] = [];
  for (const d of domains) {
    if (out.length >= MAX_SUGGESTIONS) break;
    if (at === -1) out.push(`${term}@${d}`);
    else if (d.startsWith(term.slice(at + 1))) out.push(`${term.slice(0, at + 1)}${d}`);
  }
  return out;
}
