/**
 * The shared product picker: searches `/Product/List` as the user types (debounced), shows SKU, name and price,
 * picks with the keyboard, hides excluded products, and (multiple) removes the last pick with Backspace.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../contract/schemas/product-list';
import { ProductPicker } from '../../src/components/product-picker';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, type RecordedCall } from './msw/middleware';
import { renderWithProviders } from './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();
// jsdom has no scrollIntoView; Mantine's combobox scrolls the active option into view on arrow keys.
const originalScroll = Element.prototype.scrollIntoView;
function noScroll() {}
beforeAll(() => {
  Element.prototype.scrollIntoView = noScroll;
});
afterAll(() => {
  Element.prototype.scrollIntoView = originalScroll;
});

function product(id: number, name: string): ProductSummary {
  return {
    id, companyId: 1, sku: `SKU-${id}`, name, brandId: null, brandName: null, categoryId: null, categoryName: null, saleUnit: 'unit', kind: 'simple',
    priceCents: 100 * id, priceWithTaxCents: 115 * id, taxRateBp: 1500, active: true, imageUrl: null, barcodes: [], stockMilli: 0, version: 1,
  };
}
const CATALOGUE = [product(1, 'Arroz 1 kg'), product(2, 'Arroz integral'), product(3, 'Leche 1 L')];

function serve(calls: RecordedCall[]) {
  server.use(
    middleware(
      {
        '/Product/List': (body) => {
          const ids = body.ids as number[] | undefined;
          const q = typeof body.q === 'string' ? body.q.toLowerCase() : '';
          const rows = CATALOGUE.filter((p) => (ids ? ids.includes(p.id) : p.name.toLowerCase().includes(q) || p.sku.toLowerCase().includes(q)));
          return ok({ rows, nextCursor: null });
        },
      },
      calls,
    ),
  );
}

describe('ProductPicker', () => {
  it('single: searches on the server as the user types and picks with the keyboard', async () => {
    saveUserData({ ...demoUser('SA'), empresaAsociada: 1 });
    const calls: RecordedCall[] = [];
    serve(calls);
    const changes: Array<number | null> = [];
    function Harness() {
      const [value, setValue] = useState<number | null>(null);
      return <ProductPicker label="Producto" value={value} exclude={[1]} filter={{ kind: 'simple' }} onChange={(id) => (changes.push(id), setValue(id))} />;
    }
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Producto' }), 'arroz');
    // Excluded: product 1 is never offered.
    expect(await screen.findByRole('option', { name: 'SKU-2 · Arroz integral' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'SKU-1 · Arroz 1 kg' })).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === '/Product/List' && c.body.q === 'arroz')).toBe(true));
    // Debounced: not one call per keystroke.
    expect(calls.filter((c) => c.path === '/Product/List' && typeof c.body.q === 'string' && c.body.q.length < 5).length).toBeLessThan(3);
    expect(calls.find((c) => c.body.q === 'arroz')?.body).toMatchObject({ empresaId: 1, kind: 'simple' });
    expect(screen.getByText('$2,30')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes).toEqual([2]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Producto' })).toHaveValue('SKU-2 · Arroz integral'));
  });

  it('multiple: adds picks as pills and Backspace on an empty search removes the last', async () => {
    saveUserData({ ...demoUser('SA'), empresaAsociada: 1 });
    serve([]);
    const changes: number[][] = [];
    function Harness() {
      const [value, setValue] = useState<number[]>([3]);
      return <ProductPicker multiple label="Productos" value={value} onChange={(ids) => (changes.push(ids), setValue(ids))} />;
    }
    renderWithProviders(<Harness />);
    // The chosen product is named, not just its id.
    expect(await screen.findByText('SKU-3 · Leche 1 L')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Productos' }), 'integral');
    await user.click(await screen.findByRole('option', { name: 'SKU-2 · Arroz integral' }));
    expect(changes.at(-1)).toEqual([3, 2]);
    await user.keyboard('{Backspace}');
    expect(changes.at(-1)).toEqual([3]);
  });
});
