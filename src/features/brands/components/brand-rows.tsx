/** The brands as a dense table (desktop) or cards (phones), with their actions. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Avatar, Badge, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import type { Brand } from '../../../../contract/schemas/brands';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { TABULAR, useFormat } from '../../../lib/format';

export interface BrandActions {
  onEdit: (brand: Brand) => void;
  onToggle: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
}

function Logo({ brand }: { brand: Brand }) {
  return (
    <Avatar src={brand.logoUrl} alt="" radius="sm" size="md" color="gray">
      {brand.nombre.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  const readable = useReadableColor();
  const color = active ? 'green' : 'gray';
  // Mantine's light badge text fails AA contrast for green: the shared readable colour keeps it legible.
  return (
    <Badge color={color} variant="light" size="sm" styles={{ label: { color: readable(color) } }}>
      {active ? <Trans>Activa</Trans> : <Trans>Inactiva</Trans>}
    </Badge>
  );
}

function RowActions({ brand, onEdit, onToggle, onDelete }: BrandActions & { brand: Brand }) {
  const { t } = useLingui();
  const name = brand.nombre;
  const toggleLabel = brand.active ? t`Desactivar ${name}` : t`Activar ${name}`;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t`Editar`}>
        <ActionIcon variant="subtle" onClick={() => onEdit(brand)} aria-label={t`Editar ${name}`}>
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={brand.active ? t`Desactivar` : t`Activar`}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onToggle(brand)} aria-label={toggleLabel}>
          {brand.active ? <IconEyeOff size={18} /> : <IconEye size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Eliminar`}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(brand)} aria-label={t`Eliminar ${name}`}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function BrandTable({ rows, ...actions }: BrandActions & { rows: readonly Brand[] }) {
  const format = useFormat();
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Marcas`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Marca</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Productos</Trans>
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
          {rows.map((brand) => (
            <Table.Tr key={brand.id} data-testid="brand-row">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Logo brand={brand} />
                  <Text size="sm" fw={500}>
                    {brand.nombre}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td ta="end" style={TABULAR} data-testid="brand-count">
                {format.count(brand.productCount)}
              </Table.Td>
              <Table.Td>
                <StatusBadge active={brand.active} />
              </Table.Td>
              <Table.Td>
                <RowActions brand={brand} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function BrandCards({ rows, ...actions }: BrandActions & { rows: readonly Brand[] }) {
  return (
    <Stack gap="xs">
      {rows.map((brand) => {
        return (
          <Card key={brand.id} withBorder padding="sm" radius="md" data-testid="brand-row">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Logo brand={brand} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} truncate>
                    {brand.nombre}
                  </Text>
                  <Group gap={6}>
                    <Text size="sm" c="dimmed" style={TABULAR} data-testid="brand-count">
                      <Plural value={brand.productCount} one="# producto" other="# productos" />
                    </Text>
                    <StatusBadge active={brand.active} />
                  </Group>
                </div>
              </Group>
              <RowActions brand={brand} {...actions} />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
