// The plugin's notices above the cart form (or the checkout points box), rendered from the store's points
// notice: #wps_wpr_cart_points_notice (error) and #wps_wpr_cart_points_success, printed empty and hidden
// (created where a theme dropped them), and the validation list the plugin inserts before the form. Server
// messages are sanitized HTML (the plugin used .html()), ours are text.
import { useLayoutEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { SafeHtml } from '../../src/html/SafeHtml';
import { useStorefront } from '../../src/store';
import { noticeEls, scrollTarget } from './notices';

const HIDDEN = 'wps_rwpr_settings_display_none_notice';

export function PointsNotices() {
  const notice = useStorefront((s) => s.points.notice);
  const els = useMemo(noticeEls, []);
  // the plugin's `<ul class="woocommerce-error">` before the form, its alert role on a wrapper (on a <ul> it
  // would break the list's semantics)
  const validation = useMemo(() => {
    const wrap = document.createElement('div');
    wrap.className = 'wps_error';
    wrap.setAttribute('role', 'alert');
    return wrap;
  }, []);

  useLayoutEffect(() => {
    for (const [kind, el] of [
      ['error', els.error],
      ['success', els.success],
    ] as const) {
      if (!el) continue;
      const shown = notice?.kind === kind;
      el.classList.toggle(HIDDEN, !shown);
      el.classList.toggle(kind === 'error' ? 'woocommerce-error' : 'woocommerce-message', shown);
    }
    if (notice?.kind === 'validation') {
      document.querySelectorAll('.wps_error').forEach((e) => e !== validation && e.remove());
      scrollTarget()?.before(validation);
    } else validation.remove();
  }, [els, notice, validation]);

  useLayoutEffect(() => () => validation.remove(), [validation]);

  if (!notice) return null;
  if (notice.kind === 'validation') {
    return createPortal(
      <ul className="woocommerce-error">
        <SafeHtml as="li" html={notice.html} />
      </ul>,
      validation,
    );
  }
  const target = notice.kind === 'error' ? els.error : els.success;
  if (!target) return null;
  return createPortal(
    notice.html !== undefined ? <SafeHtml html={notice.html} /> : <>{notice.text ?? ''}</>,
    target,
  );
}
