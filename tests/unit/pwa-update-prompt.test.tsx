import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PwaUpdatePrompt } from '../../src/components/pwa-update-prompt';

/**
 * sw-registration.ts imports the plugin's virtual module, which only `vite build` resolves, so the
 * prompt is tested against a stand-in with the same surface: a tiny state store, the registration
 * call, the update call and the pending-changes provider (mocked per test).
 */
const sw = vi.hoisted(() => {
  let state = { needRefresh: false, offlineReady: false };
  const listeners = new Set<() => void>();
  return {
    provider: null as null | (() => Promise<number>),
    getSwState: () => state,
    subscribeSwState: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch: Partial<typeof state>) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    reset() {
      state = { needRefresh: false, offlineReady: false };
    },
  };
});

vi.mock('../../src/lib/sw-registration', () => ({
  getSwState: sw.getSwState,
  subscribeSwState: sw.subscribeSwState,
  registerServiceWorker: vi.fn<() => void>(),
  applyUpdate: vi.fn<() => Promise<void>>(async () => {}),
  dismissUpdate: vi.fn<() => void>(() => sw.set({ needRefresh: false })),
  countPendingChanges: vi.fn<() => Promise<number>>(async () => (sw.provider ? sw.provider() : 0)),
}));

const registration = await import('../../src/lib/sw-registration');

function renderPrompt(): void {
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <PwaUpdatePrompt />
      </MantineProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'es', messages: {} });
  sw.reset();
  sw.provider = null;
  vi.clearAllMocks();
});

describe('PwaUpdatePrompt', () => {
  it('registers the worker on mount and stays hidden until an update waits', async () => {
    renderPrompt();
    expect(registration.registerServiceWorker).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Hay una nueva versión de Canasta')).toBeNull();
    act(() => sw.set({ offlineReady: true }));
    expect(screen.queryByText('Hay una nueva versión de Canasta')).toBeNull();
    act(() => sw.set({ needRefresh: true }));
    expect(await screen.findByText('Hay una nueva versión de Canasta')).toBeInTheDocument();
  });

  it('updates right away when no change waits to sync', async () => {
    const provider = vi.fn<() => Promise<number>>(async () => 0);
    sw.provider = provider;
    renderPrompt();
    act(() => sw.set({ needRefresh: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Actualizar' }));
    expect(provider).toHaveBeenCalledTimes(1);
    expect(registration.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('explains that waiting changes are kept, then updates on confirmation', async () => {
    sw.provider = vi.fn<() => Promise<number>>(async () => 3);
    renderPrompt();
    act(() => sw.set({ needRefresh: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText(/Tienes 3 cambios sin sincronizar/)).toBeInTheDocument();
    expect(screen.getByText(/se sincronizarán después de actualizar/)).toBeInTheDocument();
    expect(registration.applyUpdate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar ahora' }));
    expect(registration.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('uses the singular for one waiting change', async () => {
    sw.provider = vi.fn<() => Promise<number>>(async () => 1);
    renderPrompt();
    act(() => sw.set({ needRefresh: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText(/Tienes 1 cambio sin sincronizar\. Se guarda/)).toBeInTheDocument();
  });

  it('"Más tarde" hides the prompt without updating', async () => {
    renderPrompt();
    act(() => sw.set({ needRefresh: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Más tarde' }));
    expect(screen.queryByText('Hay una nueva versión de Canasta')).toBeNull();
    expect(registration.applyUpdate).not.toHaveBeenCalled();
  });
});
