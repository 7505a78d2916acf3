// The only component that renders server HTML; it always goes through sanitize().
import { createElement, type HTMLAttributes, type Ref } from 'react';
import { sanitize } from './sanitize';

type Props = { html: unknown; as?: 'div' | 'span' | 'p' | 'li' | 'ol' | 'ul'; ref?: Ref<HTMLElement> } & Omit<
  HTMLAttributes<HTMLElement>,
  'dangerouslySetInnerHTML' | 'children'
>;

export function SafeHtml({ html, as = 'span', ...rest }: Props) {
  return createElement(as, { ...rest, dangerouslySetInnerHTML: { __html: sanitize(html) } });
}
