import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_DATA_KEY } from '../../contract/user-data';
import { LoginPage } from '../../src/features/auth/components/login-page';
import { resetPersistentStorageRequestForTests } from '../../src/lib/storage-persist';
import { demoUser, middleware, ok, refuse, type RecordedCall } from './msw/middleware';
import { renderWithRouter } from './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();

function renderLogin(redirect?: string) {
  return renderWithRouter(
    {
      '/login': () => <LoginPage redirect={redirect} />,
      '/': () => <p>Inicio del tablero</p>,
      '/ordenes-kanban': () => <p>Kanban</p>,
      '/ordenes': () => <p>Lista de órdenes</p>,
      '/forgot-password': () => <p>Recuperar</p>,
      '/register': () => <p>Registro</p>,
    },
    '/login',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetPersistentStorageRequestForTests();
});

describe('LoginPage', () => {
  it('shows the labelled fields, the button and both links', async () => {
    renderLogin();
    expect(await screen.findByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/register');
  });

  it('validates on the client, next to each field, without calling the server', async () => {
    const calls: RecordedCall[] = [];
    server.use(middleware({}, calls));
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Escribe tu correo electrónico.')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu contraseña.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText(/Escribe un correo electrónico válido/)).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows a wrong password in an alert and keeps what was typed', async () => {
    server.use(middleware({ '/User/Login': () => refuse('INVALID_CREDENTIALS', 'Correo o contraseña incorrectos.') }));
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ad@canasta.demo');
    await user.type(screen.getByLabelText('Contraseña'), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('El correo o la contraseña no son correctos.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ad@canasta.demo');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('equivocada');
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  it('shows the wait in minutes when rate limited', async () => {
    server.use(middleware({ '/User/Login': () => refuse('RATE_LIMITED', 'Demasiados intentos.', { detalle: { retryAfterSeconds: 600 } }) }));
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ad@canasta.demo');
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Vuelve a intentarlo en 10 minutos.');
  });

  it('on success stores userData exactly per spec §3, asks for persistent storage and goes to the landing route', async () => {
    const persist = vi.fn<() => Promise<boolean>>(async () => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { storage: { persist, persisted: async () => false } }));
    const calls: RecordedCall[] = [];
    // The server may send more than spec §3: only the spec's fields are stored.
    server.use(middleware({ '/User/Login': () => ok({ ...demoUser('DE', { bodega: 1 }), nombre: 'no se guarda' }) }, calls));
    const user = userEvent.setup();
    const { router } = renderLogin();
    await user.type(await screen.findByLabelText('Correo electrónico'), '  DE@canasta.demo ');
    await user.type(screen.getByLabelText('Contraseña'), 'canasta-demo');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByText('Kanban')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ordenes-kanban');
    expect(calls[0]?.body).toEqual({ email: 'DE@canasta.demo', password: 'canasta-demo' });
    expect(JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? 'null')).toEqual({
      userID: 7,
      rol: 'DE',
      token: demoUser().token,
      empresaAsociada: 1,
      bodega: 1,
      extras: { eCommerceCartItemsCount: 0 },
    });
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('follows a same-origin redirect and ignores another origin', async () => {
    server.use(middleware({ '/User/Login': () => ok(demoUser('AD')) }));
    const user = userEvent.setup();
    const first = renderLogin('/ordenes?estado=pendiente');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ad@canasta.demo');
    await user.type(screen.getByLabelText('Contraseña'), 'canasta-demo');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/ordenes'));
    expect(first.router.state.location.search).toEqual({ estado: 'pendiente' });
    first.unmount();
    localStorage.clear();

    const second = renderLogin('//evil.example/x');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ad@canasta.demo');
    await user.type(screen.getByLabelText('Contraseña'), 'canasta-demo');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });
});
