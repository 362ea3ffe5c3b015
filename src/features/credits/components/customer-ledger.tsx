/** One customer's credit on /easycreditos: balance, what expires soon, every entry (keyset pages), and the changes. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconMinus, IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CreditEntry } from '../../../../contract/schemas/credits';
import { TABULAR, useFormat } from '../../../lib/format';
import { useErrorMessage } from '../../../lib/error-message';
import { creditLedgerQuery, type CompanyScope } from '../api/credit-queries';
import { exportLedger } from '../lib/export-ledger';
import { useDateFormat } from '../lib/use-date-format';
import { CreditEntryList } from './credit-entry-list';
import { GrantCreditModal } from './grant-credit-modal';
import { ReverseCreditModal } from './reverse-credit-modal';
import { SpendCreditModal } from './spend-credit-modal';

type Dialog = { kind: 'grant' } | { kind: 'spend' } | { kind: 'reverse'; entry: CreditEntry } | null;

export function CustomerLedger({ scope, customerId }: { scope: CompanyScope; customerId: number }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const formatDate = useDateFormat();
  const describe = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const ledger = useInfiniteQuery(creditLedgerQuery(scope, customerId));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);
  const first = ledger.data?.pages[0];
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];

  const onExport = async () => {
    setExporting(true);
    try {
      await exportLedger(scope, i18n, customerId);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t`No se pudo exportar`,
        message: describe(error),
        autoClose: 5000,
      });
    } finally {
      setExporting(false);
    }
  };

  if (ledger.isPending) {
    return (
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Skeleton h={28} w="50%" />
          <Skeleton h={36} w={180} />
          <Skeleton h={160} />
        </Stack>
      </Paper>
    );
  }
  if (ledger.isError || !first) return <Alert color="red">{describe(ledger.error)}</Alert>;
  const { customer, currency } = first;

  return (
    <Paper withBorder p="md" component="section" aria-label={t`Crédito de ${customer.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={2} fz="h3">
              {customer.name}
            </Title>
            <Text size="sm" c="dimmed">
              {[customer.email, customer.documentId, customer.phone].filter(Boolean).join(' · ')}
            </Text>
            <Anchor renderRoot={(props) => <Link to="/cliente/$id" params={{ id: String(customer.customerId) }} {...props} />} size="sm">
              <Trans>Ver ficha del cliente</Trans>
            </Anchor>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="sm" c="dimmed">
              <Trans>Saldo disponible</Trans>
            </Text>
            <Text fz="xl" fw={700} style={TABULAR} data-testid="credit-balance">
              {format.money(customer.balanceCents, currency)}
            </Text>
          </Stack>
        </Group>
        {first.expiringSoonCents > 0 && first.nextExpiryOn ? (
          <Alert color="orange" variant="light" p="xs">
            <Trans>
              Vence pronto: {format.money(first.expiringSoonCents, currency)} (desde el {formatDate(first.nextExpiryOn)})
            </Trans>
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'grant' })}>
            <Trans>Otorgar crédito</Trans>
          </Button>
          <Button variant="default" leftSection={<IconMinus size={16} />} onClick={() => setDialog({ kind: 'spend' })} disabled={customer.balanceCents === 0}>
            <Trans>Registrar consumo</Trans>
          </Button>
          <Button variant="subtle" leftSection={<IconDownload size={16} />} onClick={() => void onExport()} loading={exporting}>
            <Trans>Exportar movimientos</Trans>
          </Button>
        </Group>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Este cliente aún no tiene movimientos de crédito. Otórgale uno con «Otorgar crédito».</Trans>
          </Text>
        ) : (
          <CreditEntryList entries={entries} currency={currency} phone={phone} onReverse={(entry) => setDialog({ kind: 'reverse', entry })} />
        )}
        {ledger.hasNextPage ? (
          <Group justify="center">
            <Button variant="default" onClick={() => void ledger.fetchNextPage()} loading={ledger.isFetchingNextPage}>
              <Trans>Cargar más movimientos</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
      {dialog?.kind === 'grant' ? (
        <GrantCreditModal scope={scope} customerId={customerId} customerName={customer.name} currency={currency} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'spend' ? (
        <SpendCreditModal
          scope={scope}
          customerId={customerId}
          customerName={customer.name}
          balanceCents={customer.balanceCents}
          currency={currency}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'reverse' ? <ReverseCreditModal scope={scope} entry={dialog.entry} currency={currency} onClose={() => setDialog(null)} /> : null}
    </Paper>
  );
}
