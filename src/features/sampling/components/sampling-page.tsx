/**
 * /sampling (SU, SA): the company's sampling campaigns with their samples given out of the cap; "Nueva campaña" and
 * each campaign's name open its form (with the orders that got a sample) in a dialog. docs/sampling.md.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CallData } from '../../../../contract/calls';
import type { SamplingCampaign } from '../../../../contract/schemas/sampling';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR, useFormat, type Formats } from '../../../lib/format';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { samplingListQuery, type CompanyScope } from '../api/sampling-queries';
import { SamplingFormModal } from './sampling-form';
import { SamplesBar, SamplingStateBadge } from './sampling-state-badge';

export function SamplingPage() {
  const { t } = useLingui();
  usePageTitle(t`Sampling`);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          <Trans>Campañas de sampling</Trans>
        </Title>
        <Anchor renderRoot={(props) => <Link to="/sampling/productos" {...props} />} size="sm">
          <Trans>Ver productos de sampling</Trans>
        </Anchor>
      </Group>
      {needsCompany ? <ChooseCompany /> : <CampaignList key={scope.empresaId ?? 0} scope={scope} />}
    </Stack>
  );
}

/** Which campaign the dialog edits: 'new', an id, or none. */
type Editing = 'new' | number | null;

function CampaignList({ scope }: { scope: CompanyScope }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const list = useQuery(samplingListQuery(scope));
  const [editing, setEditing] = useState<Editing>(null);
  const rows = list.data?.rows ?? [];
  const newButton = (variant: 'filled' | 'light') => (
    <Button variant={variant} leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} disabled={!list.data}>
      <Trans>Nueva campaña</Trans>
    </Button>
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          <Trans>Cada orden que cumple las condiciones recibe una muestra gratis por campaña, hasta agotar el total.</Trans>
        </Text>
        {newButton('filled')}
      </Group>
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {list.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {describe(list.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Stack align="center" gap="xs" p="xl">
            <Text c="dimmed">
              <Trans>Aún no hay campañas de sampling en esta empresa.</Trans>
            </Text>
            {newButton('light')}
          </Stack>
        ) : phone ? (
          <CampaignCards rows={rows} onOpen={setEditing} />
        ) : (
          <CampaignTable rows={rows} onOpen={setEditing} label={t`Campañas de sampling`} />
        )}
      </Paper>
      <Text size="sm" c="dimmed">
        <Plural value={rows.length} one="# campaña" other="# campañas" />
        {list.data?.truncated ? ` · ${t`Se muestran las más recientes.`}` : ''}
      </Text>
      {editing !== null && list.data && <SamplingFormModal scope={scope} id={editing === 'new' ? null : editing} options={list.data} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** The state badge keeps its whole word. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function windowText(row: SamplingCampaign, f: Formats, noEnd: string): string {
  return `${f.dateTime(row.startsAt)} – ${row.endsAt === null ? noEnd : f.dateTime(row.endsAt)}`;
}

function perOrderText(row: SamplingCampaign, f: Formats): string {
  return row.saleUnit === 'kg' ? `${f.quantity(row.quantityMilli, true)} kg` : f.quantity(row.quantityMilli, false);
}

function CampaignName({ row, onOpen }: { row: SamplingCampaign; onOpen: (id: number) => void }) {
  return (
    <Anchor component="button" type="button" fw={500} size="sm" onClick={() => onOpen(row.id)} ta="start">
      {row.name}
    </Anchor>
  );
}

interface RowsProps {
  rows: readonly SamplingCampaign[];
  onOpen: (id: number) => void;
}

function CampaignTable({ rows, onOpen, label }: RowsProps & { label: string }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Campaña</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Producto</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Por orden</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Muestras entregadas</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Vigencia</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Estado</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="sampling-row">
              <Table.Td>
                <CampaignName row={row} onOpen={onOpen} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.productName}</Text>
                <Text size="xs" c="dimmed" style={TABULAR}>
                  {row.productSku}
                </Text>
              </Table.Td>
              <Table.Td ta="end" style={TABULAR}>
                {perOrderText(row, f)}
              </Table.Td>
              <Table.Td>
                <SamplesBar used={row.usedSamples} total={row.totalSamples} />
              </Table.Td>
              <Table.Td style={TABULAR}>{windowText(row, f, t`sin fin`)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <SamplingStateBadge state={row.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CampaignCards({ rows, onOpen }: RowsProps) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Card key={row.id} withBorder radius="md" padding="sm" data-testid="sampling-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <CampaignName row={row} onOpen={onOpen} />
            <SamplingStateBadge state={row.state} />
          </Group>
          <Text size="sm">{t`${row.productName} · ${perOrderText(row, f)} por orden`}</Text>
          <SamplesBar used={row.usedSamples} total={row.totalSamples} />
          <Text size="xs" c="dimmed" style={TABULAR}>
            {windowText(row, f, t`sin fin`)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

export type SamplingOptions = Pick<CallData<'/Sampling/List'>, 'stores' | 'categories' | 'currency'>;
