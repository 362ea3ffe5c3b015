/** The banners as a dense table (desktop) or cards (phones): store, title, window, audience, state, actions. */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Avatar, Badge, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPhoto, IconTrash } from '@tabler/icons-react';
import { bannerState, type BannerAudience, type IntrusiveBanner } from '../../../../contract/schemas/intrusive-banner';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { TABULAR, useFormat } from '../../../lib/format';

export interface BannerActions {
  onEdit: (banner: IntrusiveBanner) => void;
  onDelete: (banner: IntrusiveBanner) => void;
}

interface RowsProps extends BannerActions {
  rows: readonly IntrusiveBanner[];
  /** The server's now. */
  now: string;
}

const STATE_COLORS = { current: 'green', scheduled: 'blue', ended: 'gray', inactive: 'orange' } as const;

function StateBadge({ banner, now }: { banner: IntrusiveBanner; now: string }) {
  const readable = useReadableColor();
  const state = bannerState(banner, now);
  const color = STATE_COLORS[state];
  // Mantine's light badge text fails AA contrast for some colours: the shared readable colour keeps it legible.
  return (
    <Badge color={color} variant="light" size="sm" styles={{ label: { color: readable(color) } }} data-testid="banner-state">
      {state === 'current' ? <Trans>Vigente</Trans> : state === 'scheduled' ? <Trans>Programado</Trans> : state === 'ended' ? <Trans>Terminado</Trans> : <Trans>Inactivo</Trans>}
    </Badge>
  );
}

function Audience({ audience }: { audience: BannerAudience }) {
  if (audience === 'new') return <Trans>Clientes nuevos</Trans>;
  if (audience === 'returning') return <Trans>Clientes que ya compraron</Trans>;
  return <Trans>Todos los clientes</Trans>;
}

function Every({ days }: { days: number }) {
  return <Trans>Cada {days} d</Trans>;
}

function Thumb({ banner }: { banner: IntrusiveBanner }) {
  const { t } = useLingui();
  return (
    <Avatar src={banner.imageUrl} alt={banner.imageUrl ? t`Imagen del banner` : undefined} radius="sm" size="md">
      <IconPhoto size={18} aria-hidden />
    </Avatar>
  );
}

const label = (banner: IntrusiveBanner) => banner.title || `#${banner.id}`;

function RowActions({ banner, onEdit, onDelete }: BannerActions & { banner: IntrusiveBanner }) {
  const { t } = useLingui();
  const name = label(banner);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t`Editar`}>
        <ActionIcon variant="subtle" onClick={() => onEdit(banner)} aria-label={t`Editar ${name}`}>
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Eliminar`}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(banner)} aria-label={t`Eliminar ${name}`}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function BannerTable({ rows, now, ...actions }: RowsProps) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Banners invasivos`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Tienda</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Banner</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Desde</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Hasta</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Audiencia</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Estado</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Acciones</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((banner) => (
            <Table.Tr key={banner.id} data-testid="banner-row">
              <Table.Td>{banner.tiendaNombre}</Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Thumb banner={banner} />
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={500}>
                      {label(banner)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Every days={banner.everyDays} />
                      {banner.link ? ` · ${banner.link}` : ''}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td style={TABULAR}>{format.dateTime(banner.startsAt)}</Table.Td>
              <Table.Td style={TABULAR}>{format.dateTime(banner.endsAt)}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  <Audience audience={banner.audience} />
                </Text>
              </Table.Td>
              <Table.Td>
                <StateBadge banner={banner} now={now} />
              </Table.Td>
              <Table.Td>
                <RowActions banner={banner} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function BannerCards({ rows, now, ...actions }: RowsProps) {
  const format = useFormat();
  return (
    <Stack gap="xs">
      {rows.map((banner) => {
        const from = format.dateTime(banner.startsAt);
        const to = format.dateTime(banner.endsAt);
        return (
          <Card key={banner.id} withBorder padding="sm" radius="md" data-testid="banner-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
                <Thumb banner={banner} />
                <Stack gap={2} miw={0}>
                  <Group gap={6}>
                    <Text fw={500}>{label(banner)}</Text>
                    <StateBadge banner={banner} now={now} />
                  </Group>
                  <Text size="sm">{banner.tiendaNombre}</Text>
                  <Text size="sm" style={TABULAR}>
                    <Trans>
                      Del {from} al {to}
                    </Trans>
                  </Text>
                  <Text size="sm" c="dimmed">
                    <Audience audience={banner.audience} /> · <Every days={banner.everyDays} />
                  </Text>
                </Stack>
              </Group>
              <RowActions banner={banner} {...actions} />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
