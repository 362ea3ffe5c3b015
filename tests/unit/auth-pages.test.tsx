import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { USER_DATA_KEY } from '../../contract/user-data';
import { useLogout } from '../../src/features/auth/api/use-logout';
import { ForgotPasswordPage } from '../../src/features/auth/components/forgot-password-page';
import { RegisterPage } from '../../src/features/auth/components/register-page';
import { ResetPasswordPage } from '../../src/features/auth/components/reset-password-page';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, refuse, type RecordedCall } from './msw/middleware';
import { Providers, renderWithRouter } from './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();

const TOKEN = 'reset_0123456789abcdefghij';
const stubs = { '/login': () => <p>Pantalla de login</p>, '/forgot-password': () => <p>Pantalla de recuperación</p> };

describe('ForgotPasswordPage', () => {
  it.each([
    ['an existing address', () => ok(null)],
    ['an unknown address', () => refuse('NOT_FOUND', 'No existe.')],
  ])('gives the same confirmation for %s', async (_label, reply) => {
    server.use(middleware({ '/User/ForgotPassword': reply }));
    const user = userEvent.setup();
    renderWithRouter({ ...stubs, '/forgot-password': ForgotPasswordPage }, '/forgot-password');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'alguien@canasta.demo');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Si el correo existe, te enviamos un enlace');
  });
});

describe('ResetPasswordPage', () => {
  function renderReset(token?: string) {
    return renderWithRouter({ ...stubs, '/usuario/recuperar-password': () => <ResetPasswordPage token={token} /> }, '/usuario/recuperar-password');
  }

  it('checks length and that both passwords match, then offers the login', async () => {
    const calls: RecordedCall[] = [];
    server.use(middleware({ '/User/ResetPassword': () => ok(null) }, calls));
    const user = userEvent.setup();
    renderReset(TOKEN);
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'corta');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'otra');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-segura');
    await user.clear(screen.getByLabelText('Repetir contraseña'));
    await user.type(screen.getByLabelText('Repetir contraseña'), 'nueva-clave-segura');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tu contraseña se cambió');
    expect(calls[0]?.body).toEqual({ token: TOKEN, password: 'nueva-clave-segura' });
    await user.click(screen.getByRole('link', { name: 'Ir a iniciar sesión' }));
    expect(await screen.findByText('Pantalla de login')).toBeInTheDocument();
  });

  it('explains an expired link and links to ask for a new one', async () => {
    server.use(middleware({ '/User/ResetPassword': () => refuse('RESET_TOKEN_INVALID', 'Token inválido.') }));
    const user = userEvent.setup();
    renderReset(TOKEN);
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'nueva-clave-segura');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'nueva-clave-segura');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no es válido o ya caducó');
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/forgot-password');
  });

  it('treats a missing token as an invalid link', async () => {
    renderReset(undefined);
    expect(await screen.findByRole('link', { name: 'Pedir un enlace nuevo' })).toBeInTheDocument();
  });
});

describe('RegisterPage', () => {
  it('creates the account and says customers have no back-office access', async () => {
    const calls: RecordedCall[] = [];
    server.use(middleware({ '/User/Register': () => ok({ userID: 99 }) }, calls));
    const user = userEvent.setup();
    renderWithRouter({ ...stubs, '/register': RegisterPage }, '/register');
    await user.type(await screen.findByLabelText('Nombre'), 'Ana Pérez');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('no tienen acceso al back office');
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(calls[0]?.body).toEqual({ nombre: 'Ana Pérez', email: 'ana@example.com', password: 'una-clave-larga' });
  });

  it('shows a taken address and keeps the form filled', async () => {
    server.use(middleware({ '/User/Register': () => refuse('EMAIL_TAKEN', 'Correo en uso.', { errores: [{ campo: 'email', codigo: 'EMAIL_TAKEN', mensaje: 'Correo en uso.' }] }) }));
    const user = userEvent.setup();
    renderWithRouter({ ...stubs, '/register': RegisterPage }, '/register');
    await user.type(await screen.findByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ad@canasta.demo');
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con ese correo electrónico.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
  });
});

describe('useLogout', () => {
  it('calls /User/Logout, clears the user data and the query cache, even when the server fails', async () => {
    saveUserData(demoUser('AD'));
    const calls: RecordedCall[] = [];
    server.use(middleware({ '/User/Logout': () => refuse('INTERNAL', 'Falla.') }, calls));
    const queryClient = new QueryClient();
    queryClient.setQueryData(['algo'], 1);
    const wrapper = ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>;
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.logout());
    expect(calls.map((call) => call.path)).toEqual(['/User/Logout']);
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
    expect(queryClient.getQueryData(['algo'])).toBeUndefined();
  });
});
