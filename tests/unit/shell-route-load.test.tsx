import { MantineProvider } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoutePending } from '../../src/components/pages/route-status';
import { isChunkLoadError, LoadTimeoutError, ROUTE_LOAD_TIMEOUT_MS, withTimeout } from '../../src/components/route-load';

i18n.loadAndActivate({ locale: 'es', messages: {} });

function renderPending(onRetry: () => void) {
  return render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <RoutePending onRetry={onRetry} />
      </I18nProvider>
    </MantineProvider>,
  );
}

describe('screen load timeout (spec §9: 120 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the skeleton, then after 120 s a message with "Reintentar"', () => {
    const onRetry = vi.fn<() => void>();
    renderPending(onRetry);
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(ROUTE_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { name: 'No se pudo cargar esta pantalla' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('withTimeout rejects a chunk that has not arrived after 120 s, and passes on one that did', async () => {
    const never = new Promise<never>(() => {});
    const late = withTimeout(never).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(ROUTE_LOAD_TIMEOUT_MS);
    expect(await late).toBeInstanceOf(LoadTimeoutError);

    const quick = withTimeout(Promise.resolve('chunk'));
    await vi.advanceTimersByTimeAsync(0);
    await expect(quick).resolves.toBe('chunk');
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports and timeouts, not other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new LoadTimeoutError(ROUTE_LOAD_TIMEOUT_MS))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });
});
