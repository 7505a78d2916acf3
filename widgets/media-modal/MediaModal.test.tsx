import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { getStore } from '../../src/store';
import { backend } from '../../src/testing/server';
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
    // the customer images strip: img / video.cr-comment-image-top-item[data-slide], made keyboard-operable
    const items = el.querySelectorAll<HTMLElement>('.cr-comment-image-top');
    expect(items.length).toBeGreaterThan(2);
    const opener = items[1]!.querySelector<HTMLElement>('img')!;
    expect(opener.getAttribute('role')).toBe('button');
    opener.focus();
    fireEvent.keyDown(opener, { key: 'Enter' });
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(getStore().getState().ui.scrollLockOwners.length).toBe(1);
    expect(screen.getByText(`الشريحة 2 من ${items.length}`)).toBeTruthy();
    const current = dialog().querySelector('.sw-media-slide.is-current')!;
    expect(current.getAttribute('aria-label')).toMatch(/^الشريحة 2 من/);
    expect(dialog().querySelectorAll('.sw-media-slide[inert]')).toHaveLength(items.length - 1); // only the current slide is reachable
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(dialog().querySelector('.sw-media-slide.is-current')?.getAttribute('aria-label')).toMatch(
      /^الشريحة 3 من/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(document.activeElement).toBe(opener);
    expect(getStore().getState().ui.scrollLockOwners).toEqual([]);
    // closed, the slider is gone (nothing measured while hidden); the next opening starts at its own item
    expect(dialog().querySelector('.sw-media-slide')).toBeNull();
    fireEvent.click(items[0]!.querySelector<HTMLElement>('img')!);
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(dialog().querySelector('.sw-media-slide.is-current')?.getAttribute('aria-label')).toMatch(
      /^الشريحة 1 من/,
    );
  });

  it("alt text is text: a reviewer name with an svg onload payload (CusRev prints 'Image #n from <author>')", async () => {
    const alert = vi.fn();
    window.alert = alert;
    backend.session().shop.reviews.reviews.find((r) => r.id === 4012)!.author = '"><svg/onload=alert(2)>';
    loadPage('/product/electric-kettle/');
    const { el, dialog } = setup();
    const img = Array.from(el.querySelectorAll<HTMLImageElement>('.cr-comment-image-top img')).find((i) =>
      i.alt.includes('svg'),
    )!;
    fireEvent.click(img);
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(dialog().querySelector('.is-current img')!.getAttribute('alt')).toBe(
      'الصورة رقم 1 من "><svg/onload=alert(2)>',
    );
    expect(dialog().querySelector('svg, [onload]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('a video toggles between playing with controls and paused', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { el, dialog } = setup();
    fireEvent.click(el.querySelector<HTMLElement>('.cr-comment-image-top video')!);
    await waitFor(() => expect(dialog().open).toBe(true));
    const video = dialog().querySelector('video')!;
    expect(video.controls).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'تشغيل الفيديو' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.controls).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'إيقاف الفيديو مؤقتاً' }));
    expect(pause).toHaveBeenCalled();
    expect(video.controls).toBe(false);
    expect(video.getAttribute('aria-label')).toBe('الفيديو رقم 1 من خالد عبد الله');
  });

  it('with the lightbox disabled a review image stays a plain link, the customer strip still opens', async () => {
    // the newest review (first on the page) with a photo of its own
    const newest = backend
      .session()
      .shop.reviews.reviews.filter((r) => r.product_id === 101)
      .sort((x, y) => y.date.localeCompare(x.date))[0]!;
    newest.media.push({
      type: 'image',
      src: '/fixtures/images/review-2.webp',
      alt: '',
      caption: '',
      external: false,
    });
    loadPage('/product/electric-kettle/');
    (window as unknown as { cr_ajax_object: Record<string, unknown> }).cr_ajax_object.disable_lightbox = '1';
    const { el, dialog } = setup();
    const link = el.querySelector<HTMLAnchorElement>('.cr-comment-images a.cr-comment-a')!;
    const ev = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(ev);
    expect(ev.defaultPrevented).toBe(false);
    expect(dialog().open).toBe(false);
    fireEvent.click(el.querySelector('.cr-comment-image-top img')!);
    await waitFor(() => expect(dialog().open).toBe(true));
  });

  it('opened and closed very fast ends closed, with the scroll lock released', async () => {
    const { el, dialog } = setup();
    const item = el.querySelector<HTMLElement>('.cr-comment-image-top img')!;
    for (let i = 0; i < 5; i++) {
      fireEvent.click(item);
      fireEvent.click(dialog().querySelector('.sw-dialog__close')!);
    }
    fireEvent.click(item);
    fireEvent(dialog(), new Event('cancel', { cancelable: true })); // Escape
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(getStore().getState().ui.scrollLockOwners).toEqual([]);
  });

  it(
    'Back closes the dialog every time it is opened, and Escape takes its history entry back',
    { timeout: 30_000 },
    async () => {
      const { el, dialog } = setup();
      const opener = el.querySelector<HTMLElement>('.cr-comment-image-top img')!;
      for (let round = 0; round < 2; round++) {
        fireEvent.keyDown(opener, { key: 'Enter' });
        await waitFor(() => expect(dialog().open).toBe(true));
        await waitFor(() => expect(history.state).toMatchObject({ swPanel: expect.any(String) }));
        history.back();
        await waitFor(() => expect(dialog().open).toBe(false));
      }
      const before: unknown = history.state?.swPanel;
      fireEvent.keyDown(opener, { key: 'Enter' });
      await waitFor(() => expect(dialog().open).toBe(true));
      await waitFor(() => expect(history.state?.swPanel).not.toBe(before));
      const entry: unknown = history.state?.swPanel;
      const opened = history.length;
      fireEvent(dialog(), new Event('cancel', { cancelable: true }));
      await waitFor(() => expect(dialog().open).toBe(false));
      await waitFor(() => expect(history.state?.swPanel).not.toBe(entry));
      expect(history.length).toBe(opened);
    },
  );
});
