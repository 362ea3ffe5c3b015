/**
 * /tienda and /tienda-cliente (docs/shop.md) against a mocked server: the header's store, search on the server,
 * availability badges and the struck-through usual price; on behalf of a customer, "Agregar" up to the stock, the
 * cart count on the page, the server's total, and a failed pricing call only logged (the last total stays).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PricingData } from '../../contract/schemas/pricing';
import type { ShopProduct } from '../../contract/schemas/shop';
import { CustomerShopPage } from '../../src/features/shop/components/customer-shop-page';
import { ShopPage } from '../../src/features/shop/components/shop-page';
import { SETTINGS_KEY } from '../../src/lib/settings';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, refuse, type RecordedCall } from './msw/middleware';
import { renderWithProviders, renderWithRouter } from './msw/providers';
import { server, startMockServer } from './msw/server';
import { stubLayout } from './orders-fixtures';

startMockServer();
// The product grid is virtualized: jsdom needs a viewport.
beforeAll(stubLayout);

function product(id: number, nombre: string, overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id, sku: `SKU-${id}`, nombre, brandName: 'Marca', categoryName: 'Granos', imageUrl: null, tipo: 'unit', precio: 100, precioiva: 115, iva: 1500,
    precioNormal: null, stock: 5, noDisponible: null, ...overrides,
  };
}
const CATALOGUE = [
  product(1, 'Arroz 1 kg', { precioiva: 150, precioNormal: 173, stock: 2 }),
  product(2, 'Leche 1 L', { noDisponible: 'no_stock', stock: 0 }),
  product(3, 'Queso fresco', { noDisponible: 'not_offered' }),
];
const SCOPE_OPTIONS = {
  companies: [{ id: 1, name: 'Mercado Andino', currency: 'USD' }],
  stores: [{ id: 9, companyId: 1, name: 'Andino Norte', market: true, warehouseIds: [3] }],
  warehouses: [{ id: 3, companyId: 1, name: 'Bodega Norte' }],
};

/** The pricing the mocked server gives: each line at its precioiva, plus 1.50 of shipping. */
function pricing(lines: Array<{ id: number; qty: number }>): PricingData {
  const saleOutputs = lines.map((line) => {
    const unit = CATALOGUE.find((p) => p.id === line.id)!.precioiva;
    const total = unit * line.qty;
    return { productoID: line.id, subTotal: total, subTotalWithDiscountPercentage: total, total, totalWithDiscountPercentage: total, iva: 0, ivaValue: 0, ivaWithDiscountPercentage: 0, descuento: 0, totalPercent: 0, cantidadMilli: line.qty * 1000, precioUnitario: unit };
  });
  const paymentTotal = saleOutputs.reduce((sum, line) => sum + line.totalWithDiscountPercentage, 0);
  return { totales: { saleOutputs, paymentTotal }, productos: [], costoEnvio: 150, totalOrden: paymentTotal + 150, problemas: [], promociones: [], promoRechazos: [], ivaFeriado: null, fechaEntrega: '2026-11-26', minimoPedido: 0 };
}

function serve(calls: RecordedCall[], options: { failPricing?: () => boolean } = {}) {
  server.use(
    middleware(
      {
        '/Scope/Options': () => ok(SCOPE_OPTIONS),
        '/Shop/Slots': () => ok({ slots: [], pickupEnabled: true, shippingMode: 'flat', zones: [], open: true }),
        '/Shop/Categories': () => ok({ categories: [{ id: 5, name: 'Granos', parentId: null, productCount: 3 }] }),
        '/Shop/Products': (body) => {
          const q = typeof body.q === 'string' ? body.q.toLowerCase() : '';
          return ok({ rows: CATALOGUE.filter((p) => p.nombre.toLowerCase().includes(q) || p.sku.toLowerCase() === q), nextCursor: null, fechaEntrega: '2026-11-26' });
        },
        '/Customer/Get': () => ok({
            customer: { id: 40, companyId: 1, companyName: 'Mercado Andino', name: 'Ana Pérez', email: 'ana@example.test', phone: '0991234567', documentId: null, version: 1, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', orderCount: 0, lastOrder: null, addresses: [] },
          }),
        '/Customer/ConsultarProductosCarritoLite': (body) => (options.failPricing?.() ? refuse('INTERNAL', 'Falla') : ok(pricing(body.productos as Array<{ id: number; qty: number }>))),
      },
      calls,
    ),
  );
}

function chooseStore(): void {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ selectedStore: 9, market: true }));
}

describe('/tienda', () => {
  it('asks for a store when the header has none', async () => {
    saveUserData(demoUser('PS'));
    serve([]);
    renderWithProviders(<ShopPage />);
    expect(await screen.findByTestId('choose-store')).toBeInTheDocument();
  });

  it('shows the header store\'s catalogue with prices, the usual price struck through and availability; searches on the server', async () => {
    saveUserData(demoUser('PS'));
    chooseStore();
    const calls: RecordedCall[] = [];
    serve(calls);
    renderWithProviders(<ShopPage />);
    const rice = await screen.findByRole('article', { name: 'Arroz 1 kg' });
    expect(within(rice).getByTestId('shop-price')).toHaveTextContent('1,50');
    expect(within(rice).getByTestId('shop-normal-price')).toHaveTextContent('1,73');
    expect(within(screen.getByRole('article', { name: 'Leche 1 L' })).getByText('Agotado')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Queso fresco' })).getByText('No disponible en esta tienda')).toBeInTheDocument();
    // Reading prices only: no cart without a customer.
    expect(screen.queryByRole('button', { name: /Agregar/ })).toBeNull();
    expect(calls.find((c) => c.path === '/Shop/Products')?.body).toMatchObject({ tiendaId: 9 });

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'queso');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Arroz 1 kg' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Queso fresco' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/Shop/Products' && c.body.q === 'queso')).toBe(true);
  });
});

/** /tienda-cliente for customer 40 in a small router (checkout is a stand-in). */
function openCustomerShop() {
  return renderWithRouter(
    {
      '/tienda-cliente': () => <CustomerShopPage customerId={40} onCustomerChange={() => {}} />,
      '/apps-e-commerce-checkout': () => <p>Pantalla de pago</p>,
    },
    '/tienda-cliente',
  );
}

describe('/tienda-cliente', () => {
  it('adds products up to their stock, shows the count on the page and the server\'s total, and goes to checkout', async () => {
    saveUserData(demoUser('PS'));
    chooseStore();
    const calls: RecordedCall[] = [];
    serve(calls);
    const view = openCustomerShop();
    await waitFor(() => expect(screen.getByTestId('shop-customer')).toHaveTextContent('Ana Pérez'));
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Agregar Arroz 1 kg' });
    // Unavailable products cannot be added.
    expect(screen.getByRole('button', { name: 'Agregar Leche 1 L' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agregar Queso fresco' })).toBeDisabled();
    await user.click(add);
    await user.click(add);
    // Stock 2: the button stops there.
    expect(add).toBeDisabled();
    expect(screen.getByTestId('cart-count-badge')).toHaveTextContent('2');
    // 2 × 1.50 + 1.50 shipping, as the server priced it.
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('4,50'));
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('1,50');
    const priced = calls.filter((c) => c.path === '/Customer/ConsultarProductosCarritoLite').at(-1)!;
    expect(priced.body).toMatchObject({ idCliente: 40, tiendaId: 9, productos: [{ id: 1, qty: 2 }], esEnvioGratis: false });

    await user.click(screen.getByRole('button', { name: 'Ir a pagar' }));
    await waitFor(() => expect(view.router.state.location.href).toBe('/apps-e-commerce-checkout?cliente=40'));
  });

  it('a failed pricing call is only logged: the last total stays and no error shows', async () => {
    saveUserData(demoUser('PS'));
    chooseStore();
    let fail = false;
    serve([], { failPricing: () => fail });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    openCustomerShop();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar Arroz 1 kg' }));
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('3,00'));
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Agregar Arroz 1 kg' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error al consultar los precios del carrito:', expect.objectContaining({ codigo: 'INTERNAL' })));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('3,00');
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });
});
