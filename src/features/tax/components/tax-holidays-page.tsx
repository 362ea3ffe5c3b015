/**
 * /iva-feriado (SA): the company's standard IVA rate and its holiday periods, on whose days the company's taxed
 * products of the period's categories are charged the period's rate (docs/taxes.md); create, edit and delete them.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TaxHoliday } from '../../../../contract/schemas/tax';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useFormat } from '../../../lib/format';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { taxHolidaysQuery, type CompanyScope } from '../api/tax-queries';
import { useDayFormat } from '../lib/day-format';
import { useTaxErrorMessage } from '../lib/tax-errors';
import { TaxHolidayDeleteModal } from './tax-holiday-delete-modal';
import { TaxHolidayFormModal } from './tax-holiday-form-modal';
import { TaxHolidayCards, TaxHolidayTable } from './tax-holiday-rows';

export function TaxHolidaysPage() {
  const { t } = useLingui();
  const title = t`IVA en feriados`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : <TaxWorkspace key={scope.empresaId ?? 0} scope={scope} />}
    </Stack>
  );
}

type Dialog = { kind: 'form'; period: TaxHoliday | null } | { kind: 'delete'; period: TaxHoliday } | null;

function TaxWorkspace({ scope }: { scope: CompanyScope }) {
  const format = useFormat();
  const day = useDayFormat();
  const describe = useTaxErrorMessage(day);
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [dialog, setDialog] = useState<Dialog>(null);
  const holidays = useQuery(taxHolidaysQuery(scope));
  const rows = holidays.data?.periodos ?? [];
  const today = holidays.data?.hoy ?? '';
  const standard = holidays.data ? format.rate(holidays.data.ivaBp) : '';
  const actions = {
    onEdit: (period: TaxHoliday) => setDialog({ kind: 'form', period }),
    onDelete: (period: TaxHoliday) => setDialog({ kind: 'delete', period }),
  };
  const create = () => setDialog({ kind: 'form', period: null });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {holidays.data ? (
          <Text data-testid="standard-rate">
            <Trans>
              IVA normal de la empresa: <b>{standard}</b>
            </Trans>
          </Text>
        ) : (
          <Skeleton height={20} width={220} />
        )}
        <Button leftSection={<IconPlus size={16} />} onClick={create}>
          <Trans>Nuevo periodo</Trans>
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>En los días de un periodo, los productos con IVA de sus categorías se cobran con el IVA del periodo. Los periodos no pueden cruzarse.</Trans>
      </Text>
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {holidays.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : holidays.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {describe(holidays.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Stack align="center" gap="xs" p="xl">
            <Text c="dimmed">
              <Trans>Esta empresa aún no tiene periodos de IVA en feriados.</Trans>
            </Text>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={create}>
              <Trans>Crear un periodo</Trans>
            </Button>
          </Stack>
        ) : phone ? (
          <TaxHolidayCards rows={rows} today={today} {...actions} />
        ) : (
          <TaxHolidayTable rows={rows} today={today} {...actions} />
        )}
      </Paper>
      {rows.length > 0 ? (
        <Text size="sm" c="dimmed" data-testid="tax-holiday-total">
          <Plural value={rows.length} one="# periodo" other="# periodos" />
        </Text>
      ) : null}
      {dialog?.kind === 'form' ? <TaxHolidayFormModal scope={scope} period={dialog.period} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <TaxHolidayDeleteModal scope={scope} period={dialog.period} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
