/**
 * The shared address field: coordinates typed by hand in the user's number format, the "both or neither" rule told
 * once focus leaves the coordinates, the lookup offered only when the server has a provider, a chosen match filling
 * address and coordinates, and the provider's silence told in words the user can act on.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AddressValue } from '../../contract/schemas/address';
import { AddressField } from '../../src/components/address-field';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, refuse, type PathHandler, type RecordedCall } from './msw/middleware';
import { renderWithProviders } from './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();

const MATCHES = [
  { label: 'Avenida Amazonas N34-45, Quito, Ecuador', lat: -0.1806532, lng: -78.4678382 },
  { label: 'Avenida Amazonas, Puyo, Ecuador', lat: -1.4924, lng: -78.0024 },
];

function render(options: { enabled: boolean; search?: PathHandler; initial?: AddressValue }) {
  saveUserData(demoUser('AD'));
  const calls: RecordedCall[] = [];
  server.use(middleware({ '/Geo/Status': () => ok({ enabled: options.enabled, tiles: null }), '/Geo/Search': options.search ?? (() => ok({ matches: MATCHES })) }, calls));
  const values: AddressValue[] = [];
  function Harness() {
    const [value, setValue] = useState<AddressValue>(options.initial ?? { address: '', lat: null, lng: null });
    return (
      <>
        <AddressField label="Dirección" value={value} onChange={(next) => (values.push(next), setValue(next))} />
        <button type="button">Guardar</button>
      </>
    );
  }
  renderWithProviders(<Harness />);
  return { calls, values, user: userEvent.setup(), last: () => values.at(-1) };
}

describe('AddressField', () => {
  it('takes coordinates typed in the Spanish format and links them to the map', async () => {
    const { user, last } = render({ enabled: false });
    await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Av. 6 de Diciembre');
    await user.type(screen.getByRole('textbox', { name: 'Latitud' }), '-0,1806532');
    await user.type(screen.getByRole('textbox', { name: 'Longitud' }), '-78,4678382');
    expect(last()).toEqual({ address: 'Av. 6 de Diciembre', lat: -0.1806532, lng: -78.4678382 });
    expect(screen.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute('href', expect.stringContaining('mlat=-0.1806532&mlon=-78.4678382'));
  });

  it('tells the pair rule once focus leaves the coordinates with only one given', async () => {
    const { user, last } = render({ enabled: false });
    await user.type(screen.getByRole('textbox', { name: 'Latitud' }), '-2,17');
    // Moving on to the longitude is no time to complain yet.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Longitud' })).toHaveFocus();
    expect(screen.queryByText('Indica la latitud y la longitud, o ninguna.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Indica la latitud y la longitud, o ninguna.')).toBeInTheDocument();
    expect(last()).toEqual({ address: '', lat: -2.17, lng: null });
    expect(screen.queryByRole('link', { name: 'Ver en el mapa' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Longitud' }), '-79,92');
    expect(screen.queryByText('Indica la latitud y la longitud, o ninguna.')).toBeNull();
  });

  it('offers no lookup when the server has no provider', async () => {
    const { calls } = render({ enabled: false });
    await waitFor(() => expect(calls.some((c) => c.path === '/Geo/Status')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Buscar dirección' })).toBeNull();
  });

  it('looks the address up and fills address and coordinates with the chosen match', async () => {
    const { user, calls, last } = render({ enabled: true });
    await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Amazonas N34');
    await user.click(await screen.findByRole('button', { name: 'Buscar dirección' }));
    const list = await screen.findByRole('list', { name: 'Direcciones encontradas' });
    expect(calls.find((c) => c.path === '/Geo/Search')?.body).toMatchObject({ query: 'Amazonas N34', language: 'es' });
    expect(list).toHaveTextContent('Avenida Amazonas, Puyo, Ecuador');
    await user.click(screen.getByRole('button', { name: MATCHES[0]!.label }));
    expect(last()).toEqual({ address: MATCHES[0]!.label, lat: MATCHES[0]!.lat, lng: MATCHES[0]!.lng });
    expect(screen.getByRole('textbox', { name: 'Dirección' })).toHaveValue(MATCHES[0]!.label);
    expect(screen.getByRole('textbox', { name: 'Latitud' })).toHaveValue('-0,1806532');
    expect(screen.getByRole('textbox', { name: 'Longitud' })).toHaveValue('-78,4678382');
    expect(screen.queryByRole('list', { name: 'Direcciones encontradas' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Dirección' })).toHaveFocus();
  });

  it('says to type the coordinates when the provider does not answer, and keeps what was typed', async () => {
    const { user, values } = render({
      enabled: true,
      search: () => refuse('GEOCODER_UNREACHABLE', 'El servicio de direcciones no responde; escribe las coordenadas a mano.'),
    });
    await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Calle Larga 7');
    await user.click(await screen.findByRole('button', { name: 'Buscar dirección' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El servicio de direcciones no responde; escribe las coordenadas a mano.');
    expect(values.at(-1)).toEqual({ address: 'Calle Larga 7', lat: null, lng: null });
  });

  it('says when too many lookups were made at once', async () => {
    const { user } = render({
      enabled: true,
      search: () => refuse('RATE_LIMITED', 'Demasiadas búsquedas.', { detalle: { reason: 'geocoder_busy', retryAfterSeconds: 2 } }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Calle Larga 7');
    await user.click(await screen.findByRole('button', { name: 'Buscar dirección' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiadas búsquedas de direcciones seguidas. Espera un momento y vuelve a intentarlo.');
  });
});
