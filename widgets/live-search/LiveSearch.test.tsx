import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LiveSearch } from './LiveSearch';
import './index';
import { loadPage } from '../../src/testing/page';
import { backend, server } from '../../src/testing/server';

function setup() {
  loadPage('/blog/');
  const form = document.querySelector<HTMLFormElement>('form.search-form') as HTMLFormElement;
  const input = form.querySelector<HTMLInputElement>('.search-field') as HTMLInputElement;
  render(<LiveSearch el={form} />);
  return { form, input, user: userEvent.setup() };
}
const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('Astra live content search', () => {
  it('sends the trimmed text over wp/v2 (5 per page, post, page and product) and groups under Articles, Pages, Products', async () => {
    const urls: URL[] = [];
    server.events.on('request:start', ({ request }) => urls.push(new URL(request.url)));
    const { form, input, user } = setup();
    await user.type(input, '  القهوة ');
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'نتائج البحث' })).toBeTruthy());
    // the list of the whole word (an earlier prefix may show first): a post, a page and a product
    const groups = () => screen.getAllByRole('group').map((g) => g.getAttribute('aria-label') ?? '');
    await waitFor(() => expect([...groups()].sort()).toEqual(['المقالات', 'الصفحات', 'المنتجات'].sort()));
    const u = urls.filter((x) => x.pathname.includes('/wp/v2/posts')).at(-1);
    expect(u?.searchParams.get('search')).toBe('القهوة');
    expect(u?.searchParams.get('per_page')).toBe('5');
    expect(u?.searchParams.get('post_type')).toBe('ast_queried:post:page:product');
    expect(u?.searchParams.get('_embed')).toBe('1');
    expect(form.querySelector('.ast-live-search-results')).not.toBeNull();
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(5);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{Escape}');
    expect(form.querySelector('.ast-live-search-results')).toBeNull();
    server.events.removeAllListeners();
  });

  it("shows WordPress's matches as it sends them: 'كعك العيد' finds the post by its excerpt, the title keeps its tashkeel", async () => {
    const { input, user } = setup();
    await user.type(input, 'كعك العيد');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain(
        'أفضل 5 وصفات كَعْك العيد في البيت',
      ),
    );
  });

  it('out of order answers: the newest query is shown, an older answer arriving later never replaces it', async () => {
    let slowStarted = false;
    let slowAnswered = false;
    let releaseSlow: () => void = () => {};
    const gate = new Promise<void>((r) => (releaseSlow = r));
    const post = (id: number, title: string) => ({
      id,
      type: 'post',
      title: { rendered: title },
      link: `/blog/p${id}/`,
    });
    server.use(
      http.get('*/wp-json/wp/v2/posts', async ({ request }) => {
        if (new URL(request.url).searchParams.get('search') === 'غلاية') {
          slowStarted = true;
          await gate; // answered only after the newer query's answer is on screen
          slowAnswered = true;
          return HttpResponse.json([post(1, 'نتيجة قديمة')]);
        }
        return HttpResponse.json([post(2, 'نتيجة أحدث')]);
      }),
    );
    const { input, user } = setup();
    await user.type(input, 'غلاية');
    await waitFor(() => expect(slowStarted).toBe(true));
    await user.clear(input);
    await user.type(input, 'قهوة');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['نتيجة أحدث']),
    );
    releaseSlow();
    await waitFor(() => expect(slowAnswered).toBe(true));
    await sleep(0); // let the late answer reach the widget
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['نتيجة أحدث']);
  });

  it("says 'No results found' in Arabic", async () => {
    const { form, input, user } = setup();
    await user.type(input, 'zzzz');
    await waitFor(() =>
      expect(form.querySelector('.ast-search--no-results-heading')?.textContent).toBe(
        'لم يتم العثور على نتائج',
      ),
    );
  });

  it('titles with markup stay text and javascript: links go nowhere', async () => {
    server.use(
      http.get('*/wp-json/wp/v2/posts', () =>
        HttpResponse.json([
          {
            type: 'post',
            title: {
              rendered: '&lt;img src=x onerror=window.__pwned=1&gt;<img src=x onerror="window.__pwned=2">',
            },
            link: 'javascript:window.__pwned=3',
          },
        ]),
      ),
    );
    const { input, user } = setup();
    await user.type(input, 'x');
    const option = await screen.findByRole('option');
    await sleep(20);
    expect(option.textContent).toContain('<img src=x onerror=window.__pwned=1>');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(option.getAttribute('href')).toBe('#');
    expect((window as unknown as Record<string, unknown>).__pwned).toBeUndefined();
  });

  it('a failure shows nothing and the form keeps working', async () => {
    backend.addFault({ route: 'rest:GET /wp/v2/posts', fault: '500' });
    const { form, input, user } = setup();
    await user.type(input, 'قهوة');
    await sleep(400);
    expect(form.querySelector('.ast-live-search-results')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
