import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { mountWidget } from '../../src/testing/mountWidget';
import { axeViolations } from '../../src/testing/axe';
import { opener } from './socialShare';

const block = () => document.querySelector<HTMLElement>('.uagb-social-share__outer-wrap')!;
const link = (type: string) => document.querySelector<HTMLElement>(`.uagb-ss__link[aria-label="${type}"]`)!;

/** Spectra's own script listens on the block (bubbling): what reaches it would open a second window. */
function spectraListener() {
  const reached = vi.fn();
  block().addEventListener('click', reached);
  block().addEventListener('keyup', reached);
  return reached;
}

afterEach(() => vi.restoreAllMocks());

describe('Spectra social share', () => {
  it('opens the share URL once per click, without opener, and Spectra never sees the click', async () => {
    loadPage('/spectra/');
    const open = vi.spyOn(opener, 'open').mockImplementation(() => {});
    const stop = await mountWidget('social-share', block());
    const reached = spectraListener();
    fireEvent.click(link('facebook').querySelector('svg')!);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      `https://www.facebook.com/sharer.php?u=${encodeURIComponent(location.href)}`,
      false,
    );
    expect(reached).not.toHaveBeenCalled();
    await stop();
  });

  it('reads the address at the click, and gives Pinterest the printed featured image', async () => {
    loadPage('/spectra/');
    const open = vi.spyOn(opener, 'open').mockImplementation(() => {});
    const stop = await mountWidget('social-share', block());
    history.replaceState(null, '', '/spectra/?colour=أحمر');
    fireEvent.click(link('pinterest'));
    expect(open).toHaveBeenCalledWith(
      `https://pinterest.com/pin/create/link/?url=${encodeURIComponent(location.href)}&media=${location.origin}/fixtures/images/kettle.webp`,
      false,
    );
    history.replaceState(null, '', '/');
    await stop();
  });

  it('Enter (keydown) and Space (keyup) open once each; Space does not scroll; mail in the same window', async () => {
    loadPage('/spectra/');
    const open = vi.spyOn(opener, 'open').mockImplementation(() => {});
    const stop = await mountWidget('social-share', block());
    const reached = spectraListener();
    const mail = link('email');
    fireEvent.keyDown(mail, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(mail, { key: 'Enter', keyCode: 13 });
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenLastCalledWith(`mailto:?body=${encodeURIComponent(location.href)}`, true);
    const space = fireEvent.keyDown(link('whatsapp'), { key: ' ', keyCode: 32 });
    expect(space).toBe(false); // default prevented
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.keyUp(link('whatsapp'), { key: ' ', keyCode: 32 });
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[1]?.[0]).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?text=/);
    expect(reached).not.toHaveBeenCalled();
    await stop();
  });

  it('opens nothing for a non-http(s) prefix, and Spectra does not get it either', async () => {
    loadPage('/spectra/');
    const open = vi.spyOn(opener, 'open').mockImplementation(() => {});
    const stop = await mountWidget('social-share', block());
    const reached = spectraListener();
    link('facebook').setAttribute('data-href', 'javascript:alert(document.cookie)//');
    fireEvent.click(link('facebook'));
    expect(open).not.toHaveBeenCalled();
    expect(reached).not.toHaveBeenCalled();
    await stop();
  });

  it("stands down without the plugin file's share image: Spectra's own script keeps the block", async () => {
    loadPage('/spectra/');
    Reflect.deleteProperty(window, 'storefrontWidgetsShareImage');
    const open = vi.spyOn(opener, 'open').mockImplementation(() => {});
    const stop = await mountWidget('social-share', block());
    const reached = spectraListener();
    fireEvent.click(link('facebook'));
    expect(open).not.toHaveBeenCalled();
    expect(reached).toHaveBeenCalledTimes(1);
    await stop();
  });

  it("after unmount the block is Spectra's again; the page is axe clean", async () => {
    loadPage('/spectra/');
    const open = vi.spyOn(opener, 'open').mockImplementation(() => {});
    const stop = await mountWidget('social-share', block());
    await stop();
    const reached = spectraListener();
    fireEvent.click(link('twitter'));
    expect(open).not.toHaveBeenCalled();
    expect(reached).toHaveBeenCalledTimes(1);
    expect(await axeViolations(block())).toEqual([]);
  });
});
