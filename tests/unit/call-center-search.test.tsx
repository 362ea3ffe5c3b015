/**
 * The call center's type-ahead searches with the keyboard (issue 18 §4): the customer by phone and Enter; a product
 * by SKU, the arrows and Enter add it with the quantity typed, and the search is cleared for the next one.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../contract/schemas/shop';
import { CustomerFinder } from '../../src/components/customer-finder';
import { ProductSearch } from '../../src/features/call-center/components/product-search';
import { useCart } from '../../src/lib/cart/cart-store';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, type RecordedCall } from './msw/middleware';
import { renderWithProviders } from './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();

function product(id: number, nombre: string, overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id, sku: `AND-${id}`, nombre, brandName: null, categoryName: null, imageUrl: null, tipo: 'unit', precio: 100 * id, precioiva: 115 * id, iva: 1500,
    precioNormal: null, stock: 5, noDisponible: null, ...overrides,
  };
}
const CATALOGUE = [product(1, 'Arroz 1 kg'), product(2, 'Arroz integral'), product(3, 'Arroz agotado', { noDisponible: 'no_stock', stock: 0 })];

describe('the customer search', () => {
  it('finds the customer by phone and Enter takes the first match', async () => {
    saveUserData(demoUser('CC'));
    const calls: RecordedCall[] = [];
    server.use(
      middleware(
        { '/Customer/List': (body) => ok({ rows: String(body.q).startsWith('099') ? [{ id: 42, companyId: 1, name: 'Ana Pérez', email: null, phone: '0991234567', documentId: null, orderCount: 2 }] : [], nextCursor: null }) },
        calls,
      ),
    );
    const chosen: number[] = [];
    renderWithProviders(<CustomerFinder scope={{}} onChoose={(id) => chosen.push(id)} autoFocus />);
    const input = screen.getByRole('combobox', { name: 'Buscar cliente' });
    expect(input).toHaveFocus();
    await userEvent.type(input, '0991234567');
    expect(await screen.findByRole('option', { name: /Ana Pérez/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(chosen).toEqual([42]);
  });
});

/** The product search with the cart it adds to (one customer's), and the cart's lines as text. */
function Harness() {
  const cart = useCart(9);
  return (
    <>
      <ProductSearch scope={{}} storeId={3} day={null} cart={cart} currency="USD" />
      <output data-testid="lines">{cart.cart.productos.map((line) => `${line.nombre}×${line.qty}`).join(', ')}</output>
    </>
  );
}

describe('the product search', () => {
  it('arrows and Enter add the highlighted product with the quantity typed, then clear the search', async () => {
    saveUserData(demoUser('CC'));
    server.use(middleware({ '/Shop/Products': (body) => ok({ rows: CATALOGUE.filter((p) => p.nombre.toLowerCase().includes(String(body.q).toLowerCase()) || p.sku === body.q), nextCursor: null, fechaEntrega: '2026-11-27' }) }));
    renderWithProviders(<Harness />);
    const search = screen.getByRole('combobox', { name: 'Buscar producto' });
    await userEvent.clear(screen.getByRole('textbox', { name: 'Cantidad' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cantidad' }), '3');
    await userEvent.type(search, 'arroz');
    await screen.findByRole('option', { name: /Arroz integral/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('lines')).toHaveTextContent('Arroz integral×3'));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Cantidad' })).toHaveValue('1');
  });

  it('a sold-out product is not added and the agent is told why', async () => {
    saveUserData(demoUser('CC'));
    server.use(middleware({ '/Shop/Products': () => ok({ rows: [CATALOGUE[2]], nextCursor: null, fechaEntrega: '2026-11-27' }) }));
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar producto' }), 'agotado');
    await screen.findByRole('option', { name: /Arroz agotado/ });
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('product-added')).toHaveTextContent('Arroz agotado no se puede agregar');
    expect(screen.getByTestId('lines')).toHaveTextContent('');
  });
});
