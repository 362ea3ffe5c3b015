import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoleCode } from '../../contract/roles';
import { TermsGate } from '../../src/features/terms/components/terms-gate';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, refuse, type RecordedCall } from './msw/middleware';
import { renderWithProviders } from './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();

afterEach(() => vi.restoreAllMocks());

function setup(rol: RoleCode, termsMensaje: string, calls: RecordedCall[] = []) {
  saveUserData(demoUser(rol));
  server.use(
    middleware(
      {
        '/User/getTerminos': () => ok(null, termsMensaje),
        '/User/setTerminos': () => ok(null),
      },
      calls,
    ),
  );
  return renderWithProviders(<TermsGate />);
}

const TERMS_LABEL = 'Acepto los términos y condiciones y la política de privacidad';
const COMMS_LABEL = 'Acepto recibir comunicaciones comerciales personalizadas';

describe('TermsGate (spec §2, §4, §5, §8)', () => {
  it('shows a heading-less dialog with the privacy notice when the answer is "0"', async () => {
    const calls: RecordedCall[] = [];
    setup('AD', '0', calls);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Aviso de privacidad');
    expect(dialog).toHaveAccessibleName('Aviso de privacidad');
    expect(screen.queryByRole('button', { name: /cerrar|close/i })).toBeNull();
    expect(calls[0]?.body).toEqual({ IDUsuario: 7, tokenSesion: demoUser().token });
    const terms = screen.getByRole('link', { name: 'términos y condiciones' });
    expect(terms).toHaveAttribute('href', '/legal/terminos.html');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/legal/privacidad.html');
  });

  it('stays hidden when the terms were accepted ("1")', async () => {
    const calls: RecordedCall[] = [];
    setup('AD', '1', calls);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never asks SA, not even the server', async () => {
    const calls: RecordedCall[] = [];
    setup('SA', '0', calls);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing without a session', async () => {
    const calls: RecordedCall[] = [];
    server.use(middleware({}, calls));
    renderWithProviders(<TermsGate />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });

  it('keeps Aceptar disabled until the terms checkbox is ticked; communications are optional', async () => {
    const user = userEvent.setup();
    setup('GE', '0');
    const accept = await screen.findByRole('button', { name: 'Aceptar' });
    expect(accept).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: COMMS_LABEL }));
    expect(accept).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }));
    expect(accept).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }));
    expect(accept).toBeDisabled();
  });

  it('cannot be closed with Escape or a click on the backdrop', async () => {
    setup('PK', '0');
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' });
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    if (overlay) fireEvent.click(overlay);
    const inner = document.querySelector('.mantine-Modal-inner');
    if (inner) {
      fireEvent.mouseDown(inner);
      fireEvent.click(inner);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('saves the acceptance and hides after a successful save', async () => {
    const calls: RecordedCall[] = [];
    const user = userEvent.setup();
    setup('SU', '0', calls);
    await user.click(await screen.findByRole('checkbox', { name: TERMS_LABEL }));
    await user.click(screen.getByRole('checkbox', { name: COMMS_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const save = calls.find((call) => call.path === '/User/setTerminos');
    expect(save?.body).toEqual({ IDUsuario: 7, tokenSesion: demoUser().token, AceptoTerminos: true, AceptoCookies: true });
  });

  it('only logs a failed save: no visible message, the prompt stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    saveUserData(demoUser('AD'));
    server.use(
      middleware({
        '/User/getTerminos': () => ok(null, '0'),
        '/User/setTerminos': () => refuse('INTERNAL', 'Error interno.'),
      }),
    );
    renderWithProviders(<TermsGate />);
    await user.click(await screen.findByRole('checkbox', { name: TERMS_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/error/i);
  });

  it('only logs a failed query: nothing shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    saveUserData(demoUser('AD'));
    server.use(middleware({ '/User/getTerminos': () => refuse('FORBIDDEN', 'No.') }));
    renderWithProviders(<TermsGate />);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
