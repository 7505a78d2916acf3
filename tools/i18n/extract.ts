// The bundle's and the plugin's texts, read from their source: every `__`, `_n`, `_x` call with literal text
// (and a file's own string constants passed to one), the English msgids of the Arabic catalogues (texts the
// plugins print, translated by msgid), and the PHP's gettext calls in the `storefront-widgets` domain.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface Message {
  msgid: string;
  plural?: string;
  context?: string;
  /** `#:` references: a built file for the bundle's texts (what WordPress's make-json maps), a PHP file */
  refs: Set<string>;
  /** translators' comments */
  comments: Set<string>;
}

/** Arabic by msgid: one text, or the six plural forms. */
export type Arabic = Map<string, string | string[]>;

const ARABIC = /[\u0600-\u06FF]/;

export function sourceFiles(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'testing' ? [] : sourceFiles(p, ext);
    return ext.test(e.name) && !/\.(test|e2e|probe|wp)\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')
      ? [p]
      : [];
  });
}

const key = (m: Pick<Message, 'msgid' | 'context'>) => `${m.context ?? ''}\u0004${m.msgid}`;

function add(
  out: Map<string, Message>,
  m: Omit<Message, 'refs' | 'comments'>,
  ref: string,
  comment?: string,
) {
  const found = out.get(key(m)) ?? { ...m, refs: new Set<string>(), comments: new Set<string>() };
  found.plural ??= m.plural;
  found.refs.add(ref);
  if (comment) found.comments.add(comment);
  out.set(key(m), found);
}

function literal(node: ts.Node | undefined, consts: Map<string, string>): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isIdentifier(node)) return consts.get(node.text);
  return undefined;
}

/** A file's string constants (`const REFUSED = '…'`), which it may pass to `__` or use as a catalogue key. */
function fileConstants(src: ts.SourceFile): Map<string, string> {
  const consts = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const text = literal(node.initializer, new Map());
      if (text !== undefined) consts.set(node.name.text, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return consts;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

/** The bundle's texts; every one is referenced as `ref` (the built entry: storefront.js). */
export function scriptMessages(files: string[], ref: string, out = new Map<string, Message>()) {
  for (const file of files) {
    const src = parse(file);
    const consts = fileConstants(src);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const [a, b] = node.arguments;
        const name = node.expression.text;
        const msgid = literal(a, consts);
        if (msgid && name === '__') add(out, { msgid }, ref);
        if (msgid && name === '_x') add(out, { msgid, context: literal(b, consts) }, ref);
        if (msgid && name === '_n') add(out, { msgid, plural: literal(b, consts) }, ref);
      }
      ts.forEachChild(node, visit);
    };
    visit(src);
  }
  return out;
}

/**
 * The Arabic catalogues: every object literal whose properties are all text keys with Arabic text (or arrays
 * of Arabic plural forms), wherever it is declared (a widget's ar.ts, an addArabic() call).
 */
export function arabicCatalogues(files: string[]): Arabic {
  const out: Arabic = new Map();
  for (const file of files) {
    const src = parse(file);
    const consts = fileConstants(src);
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node) && node.properties.length > 0) {
        const entries: Array<[string, string | string[]]> = [];
        for (const p of node.properties) {
          if (!ts.isPropertyAssignment(p)) break;
          const name = ts.isComputedPropertyName(p.name)
            ? literal(p.name.expression, consts)
            : ts.isStringLiteral(p.name) || ts.isIdentifier(p.name)
              ? p.name.text
              : undefined;
          if (name === undefined) break;
          const value = p.initializer;
          const text = literal(value, new Map());
          if (text !== undefined && ARABIC.test(text)) entries.push([name, text]);
          else if (ts.isArrayLiteralExpression(value)) {
            const forms = value.elements.map((e) => literal(e, new Map()));
            if (forms.every((f): f is string => f !== undefined) && forms.some((f) => ARABIC.test(f)))
              entries.push([name, forms]);
          }
        }
        if (entries.length === node.properties.length) for (const [k, v] of entries) out.set(k, v);
      }
      ts.forEachChild(node, visit);
    };
    visit(src);
  }
  return out;
}

const PHP_CALL =
  /\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'storefront-widgets'\s*\)/g;
const TRANSLATORS = /\/\*\s*translators:\s*(.*?)\s*\*\/([^;]*)$/s;

/** The PHP's texts, each referenced by its file (relative to `root`), with the translators' comment before it. */
export function phpMessages(files: string[], root: string, out = new Map<string, Message>()) {
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(PHP_CALL)) {
      const msgid = (m[1] ?? '').replace(/\\(['\\])/g, '$1');
      // a comment in the same statement (no `;` between them), as WordPress's extractor takes it
      const before = TRANSLATORS.exec(text.slice(Math.max(0, m.index - 300), m.index));
      if (msgid) add(out, { msgid }, relative(root, file), before?.[1]);
    }
  }
  return out;
}
