// Gettext files as WordPress's tools read them: the `.pot` template, a language's `.po` and `.mo`, and the JSON
// (Jed 1.x) that load_script_textdomain() reads for a script.
import type { Arabic, Message } from './extract';

export interface Language {
  /** WordPress locale (ar) */
  locale: string;
  /** the Plural-Forms header */
  pluralForms: string;
}

export const ARABIC: Language = {
  locale: 'ar',
  pluralForms:
    'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);',
};

const quote = (s: string) =>
  `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

const sorted = (messages: Iterable<Message>) =>
  [...messages].sort(
    (a, b) => (a.context ?? '').localeCompare(b.context ?? '') || a.msgid.localeCompare(b.msgid),
  );

function header(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}\n`)
    .join('');
}

function entry(m: Message, forms: string[] | null, plurals: number): string {
  const lines = [
    ...[...m.comments].map((c) => `#. translators: ${c}`),
    `#: ${[...m.refs].sort().join(' ')}`,
    ...(m.context !== undefined ? [`msgctxt ${quote(m.context)}`] : []),
    `msgid ${quote(m.msgid)}`,
  ];
  if (m.plural !== undefined) {
    lines.push(`msgid_plural ${quote(m.plural)}`);
    for (let i = 0; i < plurals; i++) lines.push(`msgstr[${i}] ${quote(forms?.[i] ?? '')}`);
  } else lines.push(`msgstr ${quote(forms?.[0] ?? '')}`);
  return lines.join('\n');
}

const baseHeader = (version: string) => ({
  'Project-Id-Version': `Storefront Widgets ${version}`,
  'MIME-Version': '1.0',
  'Content-Type': 'text/plain; charset=UTF-8',
  'Content-Transfer-Encoding': '8bit',
  'X-Domain': 'storefront-widgets',
});

/** The template translators start from (Poedit, Loco Translate, translate.wordpress.org). */
export function pot(messages: Iterable<Message>, version: string): string {
  const head = header({ ...baseHeader(version), 'Plural-Forms': 'nplurals=2; plural=(n != 1);' });
  return (
    [`msgid ""\nmsgstr ${quote(head)}`, ...sorted(messages).map((m) => entry(m, null, 2))].join('\n\n') + '\n'
  );
}

/** The forms of a message in a language, or null when it has none. */
function formsOf(m: Message, tr: Arabic): string[] | null {
  const t = tr.get(m.msgid);
  return t === undefined ? null : typeof t === 'string' ? [t] : t;
}

const plurals = (lang: Language) => Number(/nplurals=(\d+)/.exec(lang.pluralForms)?.[1] ?? 2);

export function po(messages: Iterable<Message>, tr: Arabic, lang: Language, version: string): string {
  const head = header({ ...baseHeader(version), Language: lang.locale, 'Plural-Forms': lang.pluralForms });
  const list = sorted(messages).map((m) => entry(m, formsOf(m, tr), plurals(lang)));
  return [`msgid ""\nmsgstr ${quote(head)}`, ...list].join('\n\n') + '\n';
}

/** The compiled catalogue (GNU gettext's .mo, little-endian, no hash table), translated messages only. */
export function mo(messages: Iterable<Message>, tr: Arabic, lang: Language, version: string): Uint8Array {
  const enc = new TextEncoder();
  const pairs: Array<[Uint8Array, Uint8Array]> = [
    [
      new Uint8Array(),
      enc.encode(header({ ...baseHeader(version), Language: lang.locale, 'Plural-Forms': lang.pluralForms })),
    ],
  ];
  for (const m of messages) {
    const forms = formsOf(m, tr);
    if (!forms) continue;
    const id =
      (m.context !== undefined ? `${m.context}\u0004` : '') +
      m.msgid +
      (m.plural !== undefined ? `\0${m.plural}` : '');
    pairs.push([enc.encode(id), enc.encode(forms.join('\0'))]);
  }
  pairs.sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const n = pairs.length;
  const tables = 28;
  let offset = tables + 16 * n;
  const head = new DataView(new ArrayBuffer(offset));
  const chunks: Uint8Array[] = [];
  const place = (bytes: Uint8Array, at: number) => {
    head.setUint32(at, bytes.length, true);
    head.setUint32(at + 4, offset, true);
    chunks.push(bytes, new Uint8Array(1));
    offset += bytes.length + 1;
  };
  head.setUint32(0, 0x950412de, true);
  head.setUint32(4, 0, true);
  head.setUint32(8, n, true);
  head.setUint32(12, tables, true);
  head.setUint32(16, tables + 8 * n, true);
  // no hash table (size 0), its offset where the strings start: WordPress's MO reader sizes the tables by it
  head.setUint32(20, 0, true);
  head.setUint32(24, tables + 16 * n, true);
  pairs.forEach(([id], i) => place(id, tables + 8 * i));
  pairs.forEach(([, str], i) => place(str, tables + 8 * n + 8 * i));
  return Buffer.concat([new Uint8Array(head.buffer), ...chunks]);
}

/** The JSON load_script_textdomain() reads for one script: its translated messages. */
export function scriptJson(messages: Iterable<Message>, tr: Arabic, lang: Language): string {
  const data: Record<string, unknown> = {
    '': { domain: 'messages', 'plural-forms': lang.pluralForms, lang: lang.locale },
  };
  for (const m of sorted(messages)) {
    const forms = formsOf(m, tr);
    if (forms) data[(m.context !== undefined ? `${m.context}\u0004` : '') + m.msgid] = forms;
  }
  return JSON.stringify({ domain: 'messages', locale_data: { messages: data } });
}
