// CR_All_Reviews::cr_paginate_links(): `.cr-page-numbers-a[data-page]` spans (data-page is the page before the
// one shown: the server adds one), the current page and the dots, read from the server's HTML as text and
// rendered as keyboard-operable links; `cr-pagination-load` while a page loads. The printed links are read as they
// are (the page's own markup), an answer's through the sanitizer.
import { useMemo } from 'react';
import { sanitizeFragment } from '../html/sanitize';
import { __, sprintf } from '../i18n';
import { pressOnKey } from './VoteControl';

interface PageToken {
  className: string;
  page: number | null;
  text: string;
}

export function readPagination(links: ParentNode): PageToken[] {
  return Array.from(links.children).map((el) => {
    const page = el.matches('.cr-page-numbers-a[data-page]') ? Number(el.getAttribute('data-page')) : NaN;
    return {
      className: el.getAttribute('class') ?? '',
      page: Number.isFinite(page) ? page : null,
      text: el.textContent ?? '',
    };
  });
}

interface Props {
  html: string;
  /** the printed links */
  printed: Element;
  loading: boolean;
  onPage(page: number): void;
}

export function Pagination({ html, printed, loading, onPage }: Props) {
  const tokens = useMemo(
    () => readPagination(html === printed.innerHTML ? printed : sanitizeFragment(html)),
    [html, printed],
  );
  return (
    <div className={`cr-all-reviews-pagination${loading ? ' cr-pagination-load' : ''}`}>
      {tokens.map((t, i) => {
        if (t.page === null)
          return (
            <span
              key={i}
              className={t.className}
              aria-current={t.className.includes('current') ? 'page' : undefined}
            >
              {t.text}
            </span>
          );
        const page = t.page;
        const press = () => onPage(page);
        const label = t.className.includes('prev')
          ? __('Previous page')
          : t.className.includes('next')
            ? __('Next page')
            : sprintf(__('Page %s'), t.text);
        return [
          i ? '\n' : null,
          <span
            key={i}
            className={t.className}
            data-page={page}
            role="link"
            tabIndex={0}
            aria-label={label}
            onClick={press}
            onKeyDown={pressOnKey(press)}
          >
            {t.text}
          </span>,
        ];
      })}
    </div>
  );
}
