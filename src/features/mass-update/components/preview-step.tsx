import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MassChange, MassFields, MassSelection } from '../../../../contract/schemas/mass-update';
import { Bidi } from '../../../components/bidi';
import { TABULAR, useFormat } from '../../../lib/format';
import { massPreviewQuery, type MassPreviewPage } from '../api/mass-update-queries';
import { useMassErrorMessage } from '../lib/mass-errors';
import type { Names } from '../lib/use-describe';
import { PreviewRows } from './preview-rows';

/** The fields a change kind shows before → after. */
function fieldsOf(change: MassChange): (keyof MassFields)[] {
  switch (change.kind) {
    case 'price_percent':
    case 'price_amount':
      return ['priceCents', 'priceWithTaxCents'];
    case 'tax_rate':
      return ['taxRateBp', 'priceWithTaxCents'];
    case 'category':
      return ['categoryId'];
    case 'brand':
      return ['brandId'];
    case 'active':
      return ['active'];
  }
}

interface PreviewStepProps {
  scope: { empresaId?: number };
  selection: MassSelection;
  change: MassChange;
  names: Names;
  phone: boolean;
  /** The first page (counts, totals, token) once loaded. */
  onSummary: (page: MassPreviewPage | null) => void;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={700} size="lg" style={TABULAR} data-testid={testId}><Bidi numeric>{value}</Bidi></Text>
    </Paper>
  );
}

/** Step 3: every affected row before → after, the counts, the price totals, the refused rows and unknown SKUs. */
export function PreviewStep({ scope, selection, change, names, phone, onSummary }: PreviewStepProps) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useMassErrorMessage();
  const [onlyRefused, setOnlyRefused] = useState(false);
  const query = useInfiniteQuery({ ...massPreviewQuery(scope, selection, change, onlyRefused) });
  const first = query.data?.pages[0] ?? null;
  // The counts and the token are the same with or without the refused-only view.
  useEffect(() => onSummary(first), [first, onSummary]);

  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t`No se pudo calcular la vista previa`}>
        {describe(query.error)}
      </Alert>
    );
  }
  if (!first) return <Stack gap="xs" aria-busy="true">{Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={28} radius="sm" />)}</Stack>;

  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  const isPrice = change.kind === 'price_percent' || change.kind === 'price_amount' || change.kind === 'tax_rate';
  const { counts, totals } = first;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t`Elegidos`} value={f.count(counts.selected)} testId="mass-count-selected" />
        <Figure label={t`Cambian`} value={f.count(counts.changing)} testId="mass-count-changing" />
        <Figure label={t`Rechazados`} value={f.count(counts.refused)} testId="mass-count-refused" />
        <Figure label={t`Ya estaban así`} value={f.count(counts.unchanged)} testId="mass-count-unchanged" />
      </SimpleGrid>
      {isPrice && counts.changing > 0 && (
        <Text size="sm" data-testid="mass-totals">
          <Trans>
            Suma de precios sin IVA: <Bidi numeric>{f.money(totals.priceBefore, names.currency)} → {f.money(totals.priceAfter, names.currency)}</Bidi>. Con IVA:{' '}
            <Bidi numeric>{f.money(totals.priceWithTaxBefore, names.currency)} → {f.money(totals.priceWithTaxAfter, names.currency)}</Bidi>.
          </Trans>
        </Text>
      )}
      {first.unknownSkus.length > 0 && (
        <Alert color="yellow" variant="light" title={t`SKUs que no existen en la empresa (${first.unknownSkus.length})`} data-testid="mass-unknown-skus">
          <Text size="sm" style={{ wordBreak: 'break-word' }}>{first.unknownSkus.slice(0, 200).join(', ')}{first.unknownSkus.length > 200 ? ' …' : ''}</Text>
        </Alert>
      )}
      {counts.refused > 0 && (
        <Group>
          <Switch label={t`Ver solo los rechazados`} checked={onlyRefused} onChange={(e) => setOnlyRefused(e.currentTarget.checked)} />
        </Group>
      )}
      {rows.length === 0 ? (
        <Alert color="blue" variant="light">
          {counts.selected === 0 ? <Trans>Ningún producto coincide con la selección.</Trans> : <Trans>Ninguno de los productos elegidos cambiaría.</Trans>}
        </Alert>
      ) : (
        <PreviewRows
          rows={rows}
          fields={fieldsOf(change)}
          names={names}
          phone={phone}
          hasNextPage={query.hasNextPage}
          fetchingNextPage={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
