// The only component that renders server HTML; it always goes through sanitize().
import { createElement, type HTMLAttributes } from 'react';
import { sanitize } from './sanitize';

type Props = { html: unknown; as?: 'div' | 'span' | 'p' | 'li' | 'ol' | 'ul' } & Omit<
  HTMLAttributes<HTMLElement>,
  'dangerouslySetInnerHTML' | 'children'
>;

export function SafeHtml({ html, as = 'span', ...rest }: Props) {
  return createElement(as, { ...rest, dangerouslySetInnerHTML: { __html: sanitize(html) } });
}
