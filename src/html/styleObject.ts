// A style attribute the server printed (already through the sanitizer) as a React style object.
import type { CSSProperties } from 'react';

/** `border-color:#ebebeb;background-color:#fff;` as React style (custom properties, odd names and values that
 * load something — url(), image-set(), expression() — dropped: the plugin prints colours only). */
export function styleObject(css: string): CSSProperties {
  const out: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const at = decl.indexOf(':');
    const name = decl.slice(0, at).trim().toLowerCase();
    const value = decl.slice(at + 1).trim();
    if (
      at < 1 ||
      !/^[a-z-]+$/.test(name) ||
      name.startsWith('-') ||
      !value ||
      /url\(|image-set\(|expression\(/i.test(value)
    )
      continue;
    out[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return out;
}
