import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Loader, Modal, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState, type FocusEvent } from 'react';
import { ADDRESS_MAX, addressProblems, type AddressValue } from '../../contract/schemas/address';
import { GEO_BUSY_REASON, GEO_QUERY_MAX, type GeoMatchData } from '../../contract/schemas/geo';
import { numberFormat } from '../../contract/intl-cache';
import { callApi } from '../lib/api-client';
import { useReasonErrorMessage } from '../lib/error-message';
import { geoStatusQuery } from '../lib/geo-status-query';
import { intlLocale } from '../lib/i18n';
import { ChunkBoundary } from './chunk-boundary';

// Leaflet is loaded only when a map is opened: no screen's startup chunk carries it.
const AddressMapPicker = lazy(() => import('./address-map-picker').then((module) => ({ default: module.AddressMapPicker })));

/** Problems shown next to one part of the field (a form's own, or a VALIDATION answer's `errores`). */
export interface AddressFieldErrors {
  address?: string;
  lat?: string;
  lng?: string;
}

export interface AddressFieldProps {
  /** The address input's label ("Dirección", "Dirección de la bodega"…). */
  label: string;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  /** A string is shown under the address input. */
  error?: string | AddressFieldErrors;
  disabled?: boolean;
}

const GEO_REASONS = { [GEO_BUSY_REASON]: msg`Demasiadas búsquedas de direcciones seguidas. Espera un momento y vuelve a intentarlo.` };
const PAIR_MESSAGE = msg`Indica la latitud y la longitud, o ninguna.`;
const QUERY_MIN = 3;

function decimalSeparator(locale: string): string {
  return numberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * A coordinate typed by hand: the input keeps what is being typed ("-0," is no number yet) while the form holds a
 * number or null; a value set from outside (a chosen match) replaces the draft.
 */
function useCoordinateDraft(value: number | null) {
  const [draft, setDraft] = useState<number | string>(value ?? '');
  const drafted = typeof draft === 'number' ? draft : null;
  if (drafted !== value) setDraft(value ?? '');
  return [draft, setDraft] as const;
}

/**
 * An address with its coordinates (stores, warehouses, customers' addresses): typed, or looked up through the
 * server's geocoding provider when one is configured (docs/geocoding.md). Coordinates come as a pair.
 */
export function AddressField({ label, value, onChange, error, disabled = false }: AddressFieldProps) {
  const { t, i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  const separator = decimalSeparator(locale);
  const errors: AddressFieldErrors = typeof error === 'string' ? { address: error } : (error ?? {});
  const [lat, setLat] = useCoordinateDraft(value.lat);
  const [lng, setLng] = useCoordinateDraft(value.lng);
  const [coordinatesTouched, setCoordinatesTouched] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const groupId = useId();
  const addressInput = useRef<HTMLInputElement>(null);
  const status = useQuery(geoStatusQuery());
  const describe = useReasonErrorMessage(GEO_REASONS);
  const search = useMutation({
    mutationFn: (query: string) => callApi('/Geo/Search', { query, language: i18n.locale }),
  });

  const pairProblem = coordinatesTouched && addressProblems(value).length > 0 ? t(PAIR_MESSAGE) : undefined;
  const query = value.address.trim();
  const matches = search.data?.matches;
  const tiles = status.data?.tiles ?? null;

  // The pair rule is told once focus leaves both coordinates, not while the second one is still to be typed.
  const leaveCoordinates = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof HTMLElement && next.dataset['coordinates'] === groupId)) setCoordinatesTouched(true);
  };
  const choose = (match: GeoMatchData) => {
    onChange({ address: match.label.slice(0, ADDRESS_MAX), lat: match.lat, lng: match.lng });
    search.reset();
    // The chosen button leaves the page: keep the keyboard user in the field.
    addressInput.current?.focus();
  };

  return (
    <Stack gap="xs">
      <TextInput
        ref={addressInput}
        label={label}
        value={value.address}
        maxLength={ADDRESS_MAX}
        disabled={disabled}
        error={errors.address}
        onChange={(event) => onChange({ ...value, address: event.currentTarget.value })}
      />
      <Group grow align="flex-start" gap="sm">
        <NumberInput
          label={t`Latitud`}
          value={lat}
          min={-90}
          max={90}
          decimalScale={7}
          decimalSeparator={separator}
          allowNegative
          hideControls
          disabled={disabled}
          data-coordinates={groupId}
          error={errors.lat ?? pairProblem}
          onBlur={leaveCoordinates}
          onChange={(next) => {
            setLat(next);
            onChange({ ...value, lat: typeof next === 'number' ? next : null });
          }}
        />
        <NumberInput
          label={t`Longitud`}
          value={lng}
          min={-180}
          max={180}
          decimalScale={7}
          decimalSeparator={separator}
          allowNegative
          hideControls
          disabled={disabled}
          data-coordinates={groupId}
          error={errors.lng}
          onBlur={leaveCoordinates}
          onChange={(next) => {
            setLng(next);
            onChange({ ...value, lng: typeof next === 'number' ? next : null });
          }}
        />
      </Group>
      <Group gap="md">
        {status.data?.enabled === true && (
          <Button
            variant="light"
            size="xs"
            loading={search.isPending}
            disabled={disabled || query.length < QUERY_MIN}
            onClick={() => search.mutate(query.slice(0, GEO_QUERY_MAX))}
          >
            {t`Buscar dirección`}
          </Button>
        )}
        {tiles !== null && (
          <Button variant="light" size="xs" disabled={disabled} onClick={() => setMapOpen(true)}>
            {t`Elegir en el mapa`}
          </Button>
        )}
        {value.lat !== null && value.lng !== null && (
          <Anchor href={`https://www.openstreetmap.org/?mlat=${value.lat}&mlon=${value.lng}#map=17/${value.lat}/${value.lng}`} target="_blank" rel="noopener noreferrer" size="sm">
            {t`Ver en el mapa`}
          </Anchor>
        )}
      </Group>
      {tiles !== null && (
        <Modal opened={mapOpen} onClose={() => setMapOpen(false)} title={t`Elegir en el mapa`} size="xl">
          <ChunkBoundary fallback={<Text role="alert">{t`No se pudo cargar el mapa. Escribe las coordenadas a mano.`}</Text>}>
            <Suspense fallback={<Loader size="sm" aria-label={t`Cargando el mapa…`} />}>
              <AddressMapPicker
                tiles={tiles}
                value={value}
                onCancel={() => setMapOpen(false)}
                onPick={(next) => {
                  onChange(next);
                  setMapOpen(false);
                }}
              />
            </Suspense>
          </ChunkBoundary>
        </Modal>
      )}
      {search.isError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {describe(search.error)}
        </Text>
      )}
      {matches !== undefined && (
        <Paper withBorder p="xs">
          {matches.length === 0 ? (
            <Text size="sm" role="status">{t`No encontramos esa dirección. Prueba con otras palabras o escribe las coordenadas.`}</Text>
          ) : (
            <Stack gap={4} component="ul" aria-label={t`Direcciones encontradas`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {matches.map((match) => (
                <li key={`${match.lat},${match.lng},${match.label}`}>
                  <Button variant="subtle" size="compact-sm" fullWidth justify="flex-start" onClick={() => choose(match)} styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}>
                    {match.label}
                  </Button>
                </li>
              ))}
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}
