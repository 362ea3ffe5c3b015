/**
 * /usuarios as a GE sees it: a user ranked above shows no actions, the role choices stop at the GE's own rank, a
 * picker needs a warehouse before anything is sent, and the save sends no password.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../../contract/schemas/users';
import { UsersPage } from '../../src/features/users/components/users-page';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, type RecordedCall } from './msw/middleware';
import { renderWithProviders } from './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();

function row(overrides: Partial<UserRow>): UserRow {
  return {
    id: 1,
    nombre: 'Ana',
    email: 'ana@example.test',
    role: 'CC',
    roleName: 'Call Center',
    companyId: 1,
    companyName: 'Mercado Andino',
    warehouseId: null,
    warehouseName: null,
    storeId: null,
    storeName: null,
    active: true,
    version: 1,
    manageable: true,
    ...overrides,
  };
}

const OPTIONS = {
  companies: [{ id: 1, name: 'Mercado Andino', currency: 'USD' }],
  stores: [{ id: 5, companyId: 1, name: 'Andino Norte', market: true, warehouseIds: [7] }],
  warehouses: [{ id: 7, companyId: 1, name: 'Bodega Norte' }],
};

beforeEach(() => saveUserData(demoUser('GE', { userID: 3 })));

describe('users page', () => {
  it('shows no actions on a user ranked above; offers only roles up to the caller’s; a picker needs a warehouse', { timeout: 60_000 }, async () => {
    const calls: RecordedCall[] = [];
    const rows = [row({ id: 1, nombre: 'Admin Alta', role: 'AD', roleName: 'Administrador', manageable: false }), row({ id: 2, nombre: 'Carla Call' })];
    server.use(
      middleware(
        {
          '/User/List': () => ok({ rows, total: 2, next: null }),
          '/Scope/Options': () => ok(OPTIONS),
          '/User/Save': (body) => ok({ user: row({ id: 9, nombre: String(body.nombre), email: String(body.email), role: 'PK', roleName: 'picker', warehouseId: 7 }), created: true }),
        },
        calls,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<UsersPage search={{}} onSearchChange={() => {}} />);
    expect(await screen.findByText('Admin Alta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acciones de Admin Alta' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Acciones de Carla Call' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    await user.click(within(form).getAllByLabelText(/^Rol/)[0]!);
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).not.toContain('Administrador');
    expect(offered).not.toContain('Super Gerente');
    expect(offered).not.toContain('Super Admin');
    expect(offered).toContain('Gerente');
    await user.click(screen.getByRole('option', { name: 'picker' }));
    await user.click(within(form).getByLabelText(/^Nombre/));
    await user.paste('Pepe Picker');
    await user.click(within(form).getByLabelText(/^Correo electrónico/));
    await user.paste('pepe@example.test');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Este rol necesita una bodega.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/User/Save')).toBe(false);

    await user.click(within(form).getAllByLabelText(/^Bodega/)[0]!);
    await user.click(screen.getByRole('option', { name: 'Bodega Norte' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/User/Save')).toBe(true));
    const sent = calls.find((call) => call.path === '/User/Save')!.body;
    expect(sent).toMatchObject({ nombre: 'Pepe Picker', email: 'pepe@example.test', role: 'PK', warehouseId: 7, storeId: null });
    expect(Object.keys(sent).some((key) => /password|clave/i.test(key))).toBe(false);
  });
});
