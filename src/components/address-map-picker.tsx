/**
 * The address field's map (loaded on demand, so Leaflet is in no screen's startup chunk): a tap or click chooses the
 * point, "Usar este punto" hands it to the field. Tiles and their attribution come from the server (/Geo/Status).
 */
// Leaflet's styles come with this chunk, not with the app's first download.
// oxlint-disable-next-line import/no-unassigned-import
import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { AddressValue } from '../../contract/schemas/address';
import type { GeoTilesData } from '../../contract/schemas/geo';
import { numberFormat } from '../../contract/intl-cache';
import { intlLocale } from '../lib/i18n';
import { CITY_ZOOM, DEFAULT_MAP_CENTER, MAP_POINT_DECIMALS, pickedValue, startingPoint, STREET_ZOOM, type MapPoint } from './map-point';

export interface AddressMapPickerProps {
  tiles: GeoTilesData;
  value: AddressValue;
  onPick: (value: AddressValue) => void;
  onCancel: () => void;
}

function ChoosePoint({ onChoose }: { onChoose: (point: MapPoint) => void }) {
  useMapEvents({ click: (event) => onChoose({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** The map is laid out while the modal still animates in: measure again whenever its box changes size. */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

export function AddressMapPicker({ tiles, value, onPick, onCancel }: AddressMapPickerProps) {
  const { t, i18n } = useLingui();
  const start = startingPoint(value);
  const [point, setPoint] = useState<MapPoint | null>(start);
  const chosen = point && pickedValue(value, point);
  const format = numberFormat(intlLocale(i18n.locale), { minimumFractionDigits: MAP_POINT_DECIMALS, maximumFractionDigits: MAP_POINT_DECIMALS });
  const latitude = chosen?.lat != null ? format.format(chosen.lat) : null;
  const longitude = chosen?.lng != null ? format.format(chosen.lng) : null;

  return (
    <Stack gap="sm">
      <MapContainer
        center={start ?? DEFAULT_MAP_CENTER}
        zoom={start ? STREET_ZOOM : CITY_ZOOM}
        style={{ height: 'min(60vh, 420px)', width: '100%' }}
        aria-label={t`Mapa: toca o haz clic para elegir el punto`}
      >
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        <ChoosePoint onChoose={setPoint} />
        <FollowSize />
        {chosen?.lat != null && chosen.lng != null && <CircleMarker center={[chosen.lat, chosen.lng]} radius={9} />}
      </MapContainer>
      <Text size="sm" role="status">
        {latitude !== null && longitude !== null ? t`Punto elegido: ${latitude}, ${longitude}` : t`Toca o haz clic en el mapa para elegir el punto.`}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t`Cancelar`}
        </Button>
        <Button disabled={chosen === null} onClick={() => chosen && onPick(chosen)}>
          {t`Usar este punto`}
        </Button>
      </Group>
    </Stack>
  );
}
