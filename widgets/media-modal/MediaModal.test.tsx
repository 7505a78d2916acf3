import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { getStore } from '../../src/store';
import './index';
import { MediaModal } from './MediaModal';

beforeEach(() => {
  loadPage('/product/electric-kettle/');
});

function setup() {
  const el = document.querySelector<HTMLElement>('#reviews.cr-reviews-ajax-reviews')!;
  render(<MediaModal el={el} />);
  const dialog = () => document.querySelector<HTMLDialogElement>('dialog.cr-ajax-reviews-cus-images-modal')!;
  return { el, dialog };
}

describe('customer images and videos modal', () => {
  it('opens on the clicked item, locks scroll, returns focus and goes back to the first slide on close', async () => {
    const { el, dialog } = setup();
    const items = el.querySelectorAll<HTMLAnchorElement>('.cr-ajax-reviews-cus-images-item');
    expect(items.length).toBeGreaterThan(2);
    const opener = items[1]!;
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(getStore().getState().ui.scrollLockOwners.length).toBe(1);
    expect(screen.getByText(`الشريحة 2 من ${items.length}`)).toBeTruthy();
    const current = dialog().querySelector('.cr-media-slide.is-current')!;
    expect(current.getAttribute('aria-label')).toMatch(/^الشريحة 2 من/);
    expect(dialog().querySelectorAll('.cr-media-slide[inert]')).toHaveLength(items.length - 1); // only the current slide is reachable
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(dialog().querySelector('.cr-media-slide.is-current')?.getAttribute('aria-label')).toMatch(/^الشريحة 3 من/);
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(document.activeElement).toBe(opener);
    expect(getStore().getState().ui.scrollLockOwners).toEqual([]);
    expect(dialog().querySelector('.cr-media-slide.is-current')?.getAttribute('aria-label')).toMatch(/^الشريحة 1 من/);
  });

  it('shows captions and alt text as text: review 4012 alt carries an svg onload payload', async () => {
    const alert = vi.fn();
    window.alert = alert;
    const { el, dialog } = setup();
    const link = el.querySelector<HTMLAnchorElement>('.cr-ajax-reviews-cus-images-item[data-reviewid="4012"]')!;
    fireEvent.click(link);
    await waitFor(() => expect(dialog().open).toBe(true));
    const img = dialog().querySelector('.is-current img')!;
    expect(img.getAttribute('alt')).toBe('"><svg/onload=alert(2)>');
    expect(dialog().querySelector('svg, [onload]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('a video toggles between playing with controls and paused', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { el, dialog } = setup();
    fireEvent.click(el.querySelector<HTMLAnchorElement>('.cr-ajax-reviews-cus-images-item[data-reviewid="4009"]')!);
    await waitFor(() => expect(dialog().open).toBe(true));
    const video = dialog().querySelector('video')!;
    expect(video.controls).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'تشغيل الفيديو' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.controls).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'إيقاف الفيديو مؤقتاً' }));
    expect(pause).toHaveBeenCalled();
    expect(video.controls).toBe(false);
    expect(dialog().querySelector('.is-current figcaption')?.textContent).toBe('الغلاية أثناء الغليان');
  });

  it('with the lightbox disabled a review image stays a plain link, the customer strip still opens', async () => {
    loadPage('/product/electric-kettle/?crfrating=5'); // five-star reviews with their own photos on the first page
    (window as unknown as { cr_ajax_object: Record<string, unknown> }).cr_ajax_object.disable_lightbox = '1';
    const { el, dialog } = setup();
    const link = el.querySelector<HTMLAnchorElement>('.cr-comment-images a.cr-comment-a')!;
    const ev = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(ev);
    expect(ev.defaultPrevented).toBe(false);
    expect(dialog().open).toBe(false);
    fireEvent.click(el.querySelector('.cr-ajax-reviews-cus-images-item')!);
    await waitFor(() => expect(dialog().open).toBe(true));
  });

  it('opened and closed very fast ends closed, with the scroll lock released', async () => {
    const { el, dialog } = setup();
    const item = el.querySelector<HTMLAnchorElement>('.cr-ajax-reviews-cus-images-item')!;
    for (let i = 0; i < 5; i++) {
      fireEvent.click(item);
      fireEvent.click(dialog().querySelector('.sw-dialog__close')!);
    }
    fireEvent.click(item);
    fireEvent(dialog(), new Event('cancel', { cancelable: true })); // Escape
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(getStore().getState().ui.scrollLockOwners).toEqual([]);
  });
});
