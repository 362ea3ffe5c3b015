/**
 * The picking tap as the benchmarks measure it (bench/picking-offline.mjs, bench/picking-tap-ab.mjs): the order
 * to tap, the picking screen opened offline in Chromium at 390×844, and one measured tap.
 */
import { call as callAt } from './bench-server.mjs';

/** The confirmed order with the most unit lines that allow at least two units (so "+" then "−" always works). */
export async function choosePickingOrder(base) {
  const call = (path, body) => callAt(base, path, body);
  const { token } = await call('/User/Login', { email: 'pk@canasta.demo', password: 'canasta-demo' });
  const { rows } = await call('/Picking/List', { tokenSesion: token });
  let best = null;
  for (const row of rows.filter((r) => r.status === 'confirmada')) {
    const { order } = await call('/Picking/Get', { tokenSesion: token, orderId: row.id });
    const lines = order.lines.filter((line) => line.type === 'unit' && line.orderedQuantity >= 2000);
    if (!best || lines.length > best.lines.length) best = { order, lines };
  }
  if (!best || best.lines.length === 0) throw new Error('no confirmed order with a unit line of 2+ units');
  return { token, ...best };
}

/** Signs the picker in, takes `order` on the picking screen, waits until it is synced, then turns the network off. */
export async function openPickingOffline(browser, base, order) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-ES', serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Correo electrónico').fill('pk@canasta.demo');
  await page.getByLabel('Contraseña', { exact: true }).fill('canasta-demo');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto(`${base}/picking`);
  await page.getByRole('button', { name: `Tomar la orden ${order.number}` }).click();
  await page.waitForURL(/\/picking\/orden\/\d+$/);
  await page.getByTestId('pick-line').first().waitFor();
  await page.locator('[data-testid="sync-badge"][data-state="synced"]').waitFor({ timeout: 20_000 });
  await context.setOffline(true);
  return { context, page };
}

/**
 * Tap number `i` (0-based) on `lines`: "+" then "−" on the same line, so every tap is one change and the line stays
 * within what was ordered. Measured: resolves to { painted, stored } in ms from the click event's timestamp (see
 * picking-offline.mjs); otherwise waits for the screen to show the change and resolves to null.
 */
export async function tapLine(page, lines, i, measured) {
  const line = lines[Math.floor(i / 2) % lines.length];
  const name = i % 2 === 0 ? `Añadir una unidad de ${line.name}` : `Quitar una unidad de ${line.name}`;
  const card = page.locator(`[data-testid="pick-line"][data-line-id="${line.id}"]`);
  const button = card.getByRole('button', { name, exact: true });
  // In the middle of the screen, clear of the sticky header and finish bar, as a picker scrolls a line into reach.
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await button.boundingBox();
  if (!box) throw new Error(`tap ${i + 1}: the button "${name}" is not on screen`);
  if (measured) {
    await page.evaluate(async (lineId) => {
      // The outbox's database, opened once by the bench (a second connection reads what the app committed).
      if (!window.benchOutbox) {
        const name = (await indexedDB.databases()).map((db) => db.name).find((n) => n?.startsWith('canasta-outbox-u'));
        if (!name) throw new Error('no outbox database in this page');
        window.benchOutbox = await new Promise((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      }
      const countStored = () =>
        new Promise((resolve, reject) => {
          const request = window.benchOutbox.transaction('mutations', 'readonly').objectStore('mutations').count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const storedBefore = await countStored();
      const count = document.querySelector(`[data-testid="pick-line"][data-line-id="${lineId}"] [aria-label="Unidades pickeadas"]`);
      const before = count?.textContent;
      window.benchTap = new Promise((resolve) => {
        let t0 = 0;
        document.addEventListener('click', (e) => (t0 = e.timeStamp), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const now = document.querySelector(`[data-testid="pick-line"][data-line-id="${lineId}"] [aria-label="Unidades pickeadas"]`);
          if (t0 > 0 && now?.textContent !== before) {
            observer.disconnect();
            const painted = new Promise((done) => requestAnimationFrame(() => done(performance.now())));
            // A read queues behind the app's write to the same store; read again until the change is there.
            const stored = (async () => {
              while ((await countStored()) !== storedBefore + 1);
              return performance.now();
            })();
            void Promise.all([painted, stored]).then(([paintedAt, storedAt]) => resolve({ painted: paintedAt - t0, stored: storedAt - t0 }));
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    }, line.id);
  }
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  if (!measured) {
    // Unmeasured taps still wait for the screen, so every change is made on the state before it.
    await card.locator('[aria-label="Unidades pickeadas"]').filter({ hasText: i % 2 === 0 ? /^1 / : /^0 / }).waitFor();
    return null;
  }
  const parts = await page.evaluate(() => Promise.race([window.benchTap, new Promise((resolve) => setTimeout(() => resolve(null), 5000))]));
  if (!parts) throw new Error(`tap ${i + 1} did not update the screen and store the change within 5 s`);
  return parts;
}
