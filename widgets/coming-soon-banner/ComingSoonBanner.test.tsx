import { describe, expect, it } from 'vitest';
import { render, waitFor, fireEvent } from '@testing-library/react';
import { ComingSoonBanner } from './ComingSoonBanner';
import './index';
import { backend } from '../../src/testing/server';
import { loadPage } from '../../src/testing/page';

function setup() {
  backend.session().userId = 7;
  loadPage('/');
  const el = document.getElementById('coming-soon-footer-banner')!;
  render(<ComingSoonBanner el={el} />);
  return { el, link: el.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')! };
}

describe('coming-soon banner', () => {
  it('hides once the dismissal is saved, sending the meta with the nonce', async () => {
    const { el, link } = setup();
    fireEvent.click(link);
    fireEvent.click(link); // a double click sends one request
    expect(el.style.display).toBe('');
    await waitFor(() => expect(el.style.display).toBe('none'));
    expect(backend.session().data.get('coming_soon_banner_dismissed')).toBe(true);
  });

  it.each(['500', 'offline', 'html', 'invalid-json', 'nonce'] as const)(
    'hides when the call completes without saving (%s), as woocommerce.js does',
    async (fault) => {
      const { el, link } = setup();
      backend.addFault({ route: 'rest:POST /wp/v2/users/7', fault, times: 5 });
      fireEvent.click(link);
      expect(el.style.display).toBe('');
      await waitFor(() => expect(el.style.display).toBe('none'));
      expect(backend.session().data.get('coming_soon_banner_dismissed')).toBeUndefined();
    },
  );

  it("is the link's only click handler: woocommerce.js's own (bound on the link) never runs", async () => {
    const { el, link } = setup();
    let wooHandler = 0;
    link.addEventListener('click', () => wooHandler++); // as jQuery's $('a.coming-soon-footer-banner-dismiss').on('click')
    fireEvent.click(link);
    await waitFor(() => expect(el.style.display).toBe('none'));
    expect(wooHandler).toBe(0);
  });

  it('refreshes an expired nonce once and then succeeds', async () => {
    const { el, link } = setup();
    backend.session().nonces.expireAll(); // the page was cached yesterday
    fireEvent.click(link);
    await waitFor(() => expect(el.style.display).toBe('none'));
  });
});
