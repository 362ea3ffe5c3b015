/** Finding a card on the kanban, whose columns are virtual lists: only the cards near the visible ones exist. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { OrderStatus } from '../../contract/order-status';

/** Scrolls the column, as a user would, until the order's card is on the page; fails if it never appears. */
export async function findKanbanCard(page: Page, status: OrderStatus, orderId: number): Promise<Locator> {
  const card = page.locator(`[data-testid="kanban-card"][data-order-id="${orderId}"]`);
  const column = page.locator(`[data-testid="kanban-column"][data-status="${status}"]`);
  await expect(column).toBeVisible();
  await expect
    .poll(
      async () => {
        if ((await card.count()) > 0) return true;
        await column.evaluate((element) => {
          const scroller = [element, ...element.querySelectorAll<HTMLElement>('*')].find((node) => node.scrollHeight > node.clientHeight + 4 && getComputedStyle(node).overflowY !== 'visible');
          if (scroller) scroller.scrollTop += 300;
          else window.scrollBy(0, 300);
        });
        return false;
      },
      { message: `card of order ${orderId} in ${status}`, timeout: 15_000, intervals: [50] },
    )
    .toBe(true);
  await card.scrollIntoViewIfNeeded();
  return card;
}
