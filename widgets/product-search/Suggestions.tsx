// The suggestions list (a listbox) with FiboSearch's item classes and slots. Headlines are group labels, not
// options; server HTML (thumb_html, price, slots, no_results) goes through SafeHtml, every other value is
// text; links are checked with safeUrl.
import { memo, useMemo, type MouseEvent, type ReactNode } from 'react';
import { SafeHtml } from '../../src/html/SafeHtml';
import { decodeEntities } from '../../src/html/sanitize';
import { safeUrl } from '../../src/html/safeUrl';
import { __, sprintf } from '../../src/i18n';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { highlight } from './highlight';
import { headlineLabel, label } from './labels';
import { isSelectable, suggestionKey, type Suggestion } from './suggestion';

export interface SuggestionsProps {
  cfg: FiboSearchSettings;
  id: string;
  items: Suggestion[];
  query: string;
  active: number;
  history: boolean;
  onHover(index: number): void;
  /** a click on an option (the box applies the click guard and lets modified clicks open the link) */
  onChoose(index: number, e: MouseEvent<HTMLElement>): void;
}

export const optionId = (listId: string, index: number) => `${listId}-opt-${index}`;

function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(decodeEntities(text), query).map((seg, i) =>
        seg.match ? <strong key={i}>{seg.text}</strong> : seg.text,
      )}
    </>
  );
}

function Slot({ html, className }: { html: string | undefined; className: string }) {
  return html ? <SafeHtml html={html} className={className} /> : null;
}

function Image({ cfg, s }: { cfg: FiboSearchSettings; s: Suggestion }) {
  if (!cfg.show_images) return null;
  if (s.thumb_html) return <SafeHtml html={s.thumb_html} className="dgwt-wcas-si" aria-hidden="true" />;
  const src = s.image_src ? safeUrl(s.image_src, '') : '';
  return src ? (
    <span className="dgwt-wcas-si" aria-hidden="true">
      <img src={src} alt="" />
    </span>
  ) : null;
}

function ProductBody({ cfg, s, query }: { cfg: FiboSearchSettings; s: Suggestion; query: string }) {
  return (
    <>
      <Image cfg={cfg} s={s} />
      <div className="dgwt-wcas-content-wrapp">
        <div className="dgwt-wcas-st">
          <Slot html={s.title_before} className="dgwt-wcas-st-before" />
          <span className="dgwt-wcas-st-title">
            <Marked text={s.value} query={query} />
          </span>
          <Slot html={s.title_after} className="dgwt-wcas-st-after" />
          {cfg.show_sku && s.sku ? (
            <span className="dgwt-wcas-sku">
              {label(cfg, 'sku_label')} <Marked text={s.sku} query={query} />
            </span>
          ) : null}
          {cfg.show_desc && s.desc ? <span className="dgwt-wcas-sd">{decodeEntities(s.desc)}</span> : null}
          {cfg.show_product_vendor && s.vendor ? (
            <span className="dgwt-wcas-product-vendor">
              <span className="dgwt-wcas-product-vendor-label">{label(cfg, 'vendor_sold_by')}</span>{' '}
              {decodeEntities(s.vendor)}
            </span>
          ) : null}
          <Slot html={s.content_after} className="dgwt-wcas-content-after" />
        </div>
        <div className="dgwt-wcas-meta">
          <Slot html={s.meta_before} className="dgwt-wcas-meta-before" />
          {cfg.show_price && s.price !== undefined && s.price_loading ? (
            <span className="dgwt-wcas-sp">
              <PricePlaceholder />
            </span>
          ) : cfg.show_price && s.price !== undefined ? (
            <SafeHtml html={s.price} className="dgwt-wcas-sp" />
          ) : null}
          {cfg.show_sale_badge && s.on_sale ? (
            <span className="dgwt-wcas-badge dgwt-wcas-badge-os">{label(cfg, 'sale_badge')}</span>
          ) : null}
          {cfg.show_featured_badge && s.featured ? (
            <span className="dgwt-wcas-badge dgwt-wcas-badge-f">{label(cfg, 'featured_badge')}</span>
          ) : null}
          {typeof s.score === 'number' ? (
            <span className="dgwt-wcas-score">{sprintf(__('Score: %s'), String(s.score))}</span>
          ) : null}
          <Slot html={s.meta_after} className="dgwt-wcas-meta-after" />
        </div>
      </div>
    </>
  );
}

/** FiboSearch's applyPreloaderForPrice markup while Pro's dynamic price loads (decorative). */
function PricePlaceholder() {
  return (
    <span className="dgwt-wcas-preloader-price" aria-hidden="true">
      <span className="dgwt-wcas-preloader-price-inner">
        <span />
        <span />
        <span />
      </span>
    </span>
  );
}

function body(cfg: FiboSearchSettings, s: Suggestion, query: string): ReactNode {
  switch (s.type) {
    case 'product':
    case 'product_variation':
    case 'post':
      return <ProductBody cfg={cfg} s={s} query={query} />;
    case 'taxonomy':
    case 'vendor':
      return (
        <span className="dgwt-wcas-st">
          {s.taxonomy ? (
            <span className="dgwt-wcas-st-label">
              {label(cfg, `tax_${s.taxonomy}`) || label(cfg, s.type)}
            </span>
          ) : null}{' '}
          <span>
            <Marked text={s.value} query={query} />
          </span>
          {s.breadcrumbs ? (
            <span className="dgwt-wcas-st-breadcrumbs">
              {' '}
              <span className="dgwt-wcas-st-label-in">{label(cfg, 'in')}</span>{' '}
              {decodeEntities(s.breadcrumbs)}
            </span>
          ) : null}
          {s.shop_city ? <span className="dgwt-wcas-vendor-city"> {decodeEntities(s.shop_city)}</span> : null}
        </span>
      );
    case 'more_products':
      return (
        <span className="dgwt-wcas-st-more">
          {label(cfg, 'show_more')}
          {typeof s.total === 'number' ? <span className="dgwt-wcas-st-more-total"> ({s.total})</span> : null}
        </span>
      );
    case 'history-search':
      return (
        <span className="dgwt-wcas-st">
          <SafeHtml
            html={cfg.history_icon}
            className="dgwt-wcas-si dgwt-wcas-history-icon"
            aria-hidden="true"
          />
          <span className="dgwt-wcas-st-title">{s.value}</span>
        </span>
      );
    default:
      return (
        <span className="dgwt-wcas-st">
          <Marked text={s.value} query={query} />
        </span>
      );
  }
}

const CLASS: Partial<Record<Suggestion['type'], string>> = {
  product: 'dgwt-wcas-suggestion-product',
  product_variation: 'dgwt-wcas-suggestion-product dgwt-wcas-suggestion-product-var',
  taxonomy: 'dgwt-wcas-suggestion-tax',
  vendor: 'dgwt-wcas-suggestion-vendor',
  post: 'dgwt-wcas-suggestion-post',
  more_products: 'dgwt-wcas-suggestion-more',
  'history-search': 'dgwt-wcas-suggestion-history-search',
};

interface Group {
  headline?: Suggestion;
  key: string;
  entries: Array<{ s: Suggestion; index: number }>;
}

/** Items grouped under the headline before them (headlines become the groups' labels). */
function group(items: Suggestion[]): Group[] {
  const out: Group[] = [];
  let current: Group = { key: 'g-start', entries: [] };
  items.forEach((s, index) => {
    if (s.type === 'headline' || s.type === 'headline-v2') {
      if (current.entries.length || current.headline) out.push(current);
      current = { headline: s, key: `g-${index}`, entries: [] };
    } else if (isSelectable(s)) {
      current.entries.push({ s, index });
    }
  });
  if (current.entries.length) out.push(current);
  return out.filter((g) => g.entries.length);
}

interface OptionProps {
  cfg: FiboSearchSettings;
  listId: string;
  s: Suggestion;
  index: number;
  selected: boolean;
  query: string;
  onHover(index: number): void;
  onChoose(index: number, e: MouseEvent<HTMLElement>): void;
}

/** One option: memoised, so a move or hover redraws the two rows whose selection changed, not the list. */
const Option = memo(function Option({
  cfg,
  listId,
  s,
  index,
  selected,
  query,
  onHover,
  onChoose,
}: OptionProps) {
  const href = s.url ? safeUrl(s.url, '') : '';
  // an item with a url is a real link (as FiboSearch prints it): Ctrl/Cmd or middle click opens a new tab.
  // The input keeps the focus (aria-activedescendant; Tab closes the list), the links also make the scrolled
  // list keyboard-reachable for checkers.
  const Tag = href ? 'a' : 'div';
  return (
    <Tag
      id={optionId(listId, index)}
      role="option"
      aria-selected={selected}
      data-index={index}
      href={href || undefined}
      className={`dgwt-wcas-suggestion ${CLASS[s.type] ?? ''}${selected ? ' dgwt-wcas-suggestion-selected' : ''}`}
      onMouseDown={(e) => e.preventDefault() /* keep focus in the input */}
      onMouseEnter={() => onHover(index)}
      onClick={(e) => onChoose(index, e)}
    >
      {body(cfg, s, query)}
    </Tag>
  );
});

export const Suggestions = memo(function Suggestions({
  cfg,
  id,
  items,
  query,
  active,
  history,
  onHover,
  onChoose,
}: SuggestionsProps) {
  const groups = useMemo(() => group(items), [items]);
  const option = ({ s, index }: { s: Suggestion; index: number }) => (
    <Option
      key={`${suggestionKey(s) || s.type}-${index}`}
      cfg={cfg}
      listId={id}
      s={s}
      index={index}
      selected={index === active}
      query={history ? '' : query}
      onHover={onHover}
      onChoose={onChoose}
    />
  );
  return (
    <div
      id={id}
      role="listbox"
      aria-label={history ? label(cfg, 'search_hist') : label(cfg, 'search_placeholder')}
      className="dgwt-wcas-suggestions-list"
    >
      {groups.map((g) =>
        g.headline && cfg.show_headings ? (
          <div
            key={g.key}
            role="group"
            aria-label={headlineLabel(cfg, g.headline.value)}
            className="dgwt-wcas-suggestion-group"
          >
            <div className="dgwt-wcas-suggestion dgwt-wcas-suggestion-headline" aria-hidden="true">
              <span className="dgwt-wcas-st">{headlineLabel(cfg, g.headline.value)}</span>
            </div>
            {g.entries.map(option)}
          </div>
        ) : (
          g.entries.map(option)
        ),
      )}
    </div>
  );
});
