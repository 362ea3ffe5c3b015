/**
 * The address field's map picker: offered when the server names map tiles (not with MAP_TILES_URL=off), opening on
 * the address's coordinates, a click on the map choosing the point shown in the user's number format, "Usar este
 * punto" filling the coordinates (the address text kept) and "Cancelar" changing nothing.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AddressValue } from '../../contract/schemas/address';
import { AddressField } from '../../src/components/address-field';
import { pickedValue } from '../../src/components/map-point';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, type RecordedCall } from './msw/middleware';
import { renderWithProviders } from './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();

const TILES = { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' };
const START: AddressValue = { address: 'Av. Amazonas N34-45', lat: -0.1806532, lng: -78.4678382 };

function render(tiles: typeof TILES | null, initial: AddressValue = START) {
  saveUserData(demoUser('AD'));
  const calls: RecordedCall[] = [];
  server.use(middleware({ '/Geo/Status': () => ok({ enabled: false, tiles }) }, calls));
  const values: AddressValue[] = [];
  function Harness() {
    const [value, setValue] = useState<AddressValue>(initial);
    return <AddressField label="Dirección" value={value} onChange={(next) => (values.push(next), setValue(next))} />;
  }
  renderWithProviders(<Harness />);
  return { calls, values, user: userEvent.setup() };
}

describe('AddressField map picker', () => {
  it('a point clicked on the map fills the coordinates, keeping the address', async () => {
    const { user, values } = render(TILES);
    await user.click(await screen.findByRole('button', { name: 'Elegir en el mapa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elegir en el mapa' });
    // Opens on the address's coordinates, shown with six decimals in the Spanish format.
    expect(await screen.findByText('Punto elegido: -0,180653, -78,467838')).toBeInTheDocument();
    const map = await waitFor(() => {
      const found = dialog.querySelector<HTMLElement>('.leaflet-container');
      if (!found) throw new Error('no map yet');
      return found;
    });
    expect(dialog.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\.org\/17\//);
    expect(dialog).toHaveTextContent('© OpenStreetMap contributors');
    // jsdom lays nothing out: the map's centre sits at the container's corner, so a click 200 px to the right and
    // 100 px down is east and south of the address.
    fireEvent.click(map, { clientX: 200, clientY: 100 });
    const shown = await screen.findByText(/^Punto elegido: /);
    expect(shown.textContent).not.toBe('Punto elegido: -0,180653, -78,467838');
    expect(values).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Usar este punto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(values).toHaveLength(1);
    const picked = values[0]!;
    expect(picked.address).toBe(START.address);
    expect(picked.lat).toBeLessThan(START.lat!);
    expect(picked.lng).toBeGreaterThan(START.lng!);
    expect(screen.getByRole('textbox', { name: 'Latitud' })).toHaveValue(String(picked.lat).replace('.', ','));
    expect(screen.getByRole('textbox', { name: 'Longitud' })).toHaveValue(String(picked.lng).replace('.', ','));
  });

  it('"Cancelar" closes the map without changing the address', async () => {
    const { user, values } = render(TILES, { address: 'Sin coordenadas', lat: null, lng: null });
    await user.click(await screen.findByRole('button', { name: 'Elegir en el mapa' }));
    expect(await screen.findByText('Toca o haz clic en el mapa para elegir el punto.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar este punto' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(values).toEqual([]);
  });

  it('offers no map when the server turned it off (MAP_TILES_URL=off)', async () => {
    const { calls } = render(null);
    await waitFor(() => expect(calls.some((c) => c.path === '/Geo/Status')).toBe(true));
    expect(screen.getByRole('textbox', { name: 'Latitud' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elegir en el mapa' })).toBeNull();
  });

  it('a chosen point keeps the address text, six decimals, and a longitude within ±180', () => {
    expect(pickedValue({ address: 'Calle 1', lat: null, lng: null }, { lat: -0.18065321, lng: -78.46783829 })).toEqual({
      address: 'Calle 1',
      lat: -0.180653,
      lng: -78.467838,
    });
    expect(pickedValue(START, { lat: 10, lng: 181.5 })).toEqual({ address: START.address, lat: 10, lng: -178.5 });
  });
});
