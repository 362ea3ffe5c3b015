/**
 * Staff news in the shell: the header button's unread count, the drawer opening an item (marked read at once, then
 * corrected by the server's count), and a news body's Markdown never running or linking what an author slipped in.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewsFeedItem } from '../../contract/schemas/news';
import { NewsButton } from '../../src/features/news/components/news-button';
import { NewsMarkdown } from '../../src/features/news/components/news-markdown';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, type RecordedCall } from './msw/middleware';
import { Providers, createTestQueryClient, renderWithProviders } from './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();

function item(overrides: Partial<NewsFeedItem>): NewsFeedItem {
  return { id: 1, title: 'Nuevo horario', bodyMarkdown: 'La bodega abre a las **7:00**.', pinned: false, startsAt: '2026-11-20T12:00:00.000000Z', leida: false, ...overrides };
}

beforeEach(() => saveUserData(demoUser('PK')));

describe('news button', () => {
  it('shows the unread count; opening an item shows it in full and drops the badge at once, then takes the server’s count', { timeout: 60_000 }, async () => {
    const calls: RecordedCall[] = [];
    let answerMark: (() => void) | null = null;
    const items = [item({ id: 1, title: 'Fijada', pinned: true }), item({ id: 2, title: 'Nuevo horario' }), item({ id: 3, title: 'Ya leída', leida: true })];
    server.use(
      middleware(
        {
          '/News/Feed': () => ok({ items, unread: 2 }),
          '/News/MarkRead': (body) =>
            new Promise((resolve) => {
              // The server counts one more unread than the screen guessed (a news item arrived meanwhile).
              answerMark = () => resolve(ok({ id: body.id, readAt: '2026-11-20T13:00:00.000000Z', unread: 4 }));
            }),
        },
        calls,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewsButton />);
    const button = await screen.findByRole('button', { name: 'Novedades: 2 sin leer' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Novedades' });
    const entries = within(dialog).getAllByTestId('news-item');
    expect(entries.map((entry) => entry.textContent?.includes('Nueva'))).toEqual([true, true, false]);
    await user.click(within(dialog).getByText('Nuevo horario'));
    expect(await within(dialog).findByRole('heading', { name: 'Nuevo horario' })).toBeInTheDocument();
    expect(within(dialog).getByText('7:00').tagName).toBe('STRONG');
    // Dropped before the server answered.
    expect(screen.getByTestId('news-badge')).toHaveAttribute('aria-label', 'Novedades: 1 sin leer');
    expect(calls.filter((c) => c.path === '/News/MarkRead').map((c) => c.body['id'])).toEqual([2]);
    await waitFor(() => expect(answerMark).not.toBeNull());
    answerMark!();
    await waitFor(() => expect(screen.getByTestId('news-badge')).toHaveAttribute('aria-label', 'Novedades: 4 sin leer'));
    // An item already read is shown without being marked again.
    await user.click(within(dialog).getByRole('button', { name: /Todas las novedades/ }));
    await user.click(within(dialog).getByText('Ya leída'));
    expect(calls.filter((c) => c.path === '/News/MarkRead')).toHaveLength(1);
  });

  it('is not shown to a customer and asks nothing', async () => {
    saveUserData(demoUser('C'));
    const calls: RecordedCall[] = [];
    server.use(middleware({ '/News/Feed': () => ok({ items: [], unread: 0 }) }, calls));
    const { container } = renderWithProviders(<NewsButton />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="news-badge"]')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('news Markdown', () => {
  it('renders no raw HTML, no script, no event handler and no javascript: link', () => {
    const globals = globalThis as { pwned?: number };
    const source = [
      '# Aviso',
      '<script>globalThis.pwned = 1</script>',
      '<img src="x" onerror="globalThis.pwned = 2">',
      '<a href="https://evil.test" onclick="globalThis.pwned = 3">html</a>',
      '[haz clic](javascript:globalThis.pwned=4) y [otro](JaVaScRiPt:alert(1))',
      '![foto](javascript:alert(1))',
      '[ayuda](https://canasta.example/ayuda)',
    ].join('\n\n');
    const { container } = render(
      <Providers queryClient={createTestQueryClient()}>
        <NewsMarkdown source={source} />
      </Providers>,
    );
    expect(container.querySelectorAll('script, img, iframe, object, embed')).toHaveLength(0);
    expect([...container.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on')))).toEqual([]);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([['ayuda', 'https://canasta.example/ayuda', 'noopener noreferrer']]);
    // The unsafe links stay as their text; the HTML is gone, not shown as code.
    expect(container.textContent).toContain('haz clic');
    expect(container.textContent).not.toContain('pwned');
    expect(globals.pwned).toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Aviso' })).toBeInTheDocument();
  });
});
