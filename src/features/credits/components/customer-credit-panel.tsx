/**
 * A customer's store credit, for every screen that shows a customer (the customer page composes it): balance, what
 * expires soon, the last entries; the grant button only for roles that see /easycreditos.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { canSee } from '../../../../contract/screens';
import { TABULAR, useFormat } from '../../../lib/format';
import { useUserData } from '../../../lib/user-data';
import { useErrorMessage } from '../../../lib/error-message';
import { creditLedgerQuery } from '../api/credit-queries';
import { useDateFormat } from '../lib/use-date-format';
import { CreditEntryList } from './credit-entry-list';
import { GrantCreditModal } from './grant-credit-modal';

const LAST_ENTRIES = 5;

export function CustomerCreditPanel({ customerId, empresaId }: { customerId: number; empresaId?: number }) {
  const format = useFormat();
  const formatDate = useDateFormat();
  const describe = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const user = useUserData();
  const mayGrant = user !== null && canSee(user.rol, 'easycreditos');
  const scope = empresaId === undefined ? {} : { empresaId };
  const ledger = useInfiniteQuery(creditLedgerQuery(scope, customerId));
  const [granting, setGranting] = useState(false);
  const first = ledger.data?.pages[0];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`credit-panel-${customerId}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4" id={`credit-panel-${customerId}`}>
            <Trans>Crédito de tienda</Trans>
          </Title>
          {mayGrant && first ? (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setGranting(true)}>
              <Trans>Otorgar crédito</Trans>
            </Button>
          ) : null}
        </Group>
        {ledger.isPending ? (
          <Stack gap="xs">
            <Skeleton h={32} w={160} />
            <Skeleton h={80} />
          </Stack>
        ) : ledger.isError ? (
          <Alert color="red">{describe(ledger.error)}</Alert>
        ) : first ? (
          <>
            <Group gap="xl" align="flex-end">
              <Stack gap={0}>
                <Text size="sm" c="dimmed">
                  <Trans>Saldo disponible</Trans>
                </Text>
                <Text fz="xl" fw={700} style={TABULAR} data-testid="credit-balance">
                  {format.money(first.customer.balanceCents, first.currency)}
                </Text>
              </Stack>
              {first.expiringSoonCents > 0 && first.nextExpiryOn ? (
                <Text size="sm" c="orange">
                  <Trans>
                    Vence pronto: {format.money(first.expiringSoonCents, first.currency)} (desde el {formatDate(first.nextExpiryOn)})
                  </Trans>
                </Text>
              ) : null}
            </Group>
            {first.entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>Este cliente aún no tiene movimientos de crédito.</Trans>
              </Text>
            ) : (
              <CreditEntryList entries={first.entries.slice(0, LAST_ENTRIES)} currency={first.currency} phone={phone} />
            )}
            {mayGrant ? (
              <Group>
                <Button renderRoot={(props) => <Link to="/easycreditos" search={{ cliente: customerId }} {...props} />} variant="subtle" size="compact-sm">
                  <Trans>Ver todo en Easycréditos</Trans>
                </Button>
              </Group>
            ) : null}
          </>
        ) : null}
      </Stack>
      {granting && first ? (
        <GrantCreditModal
          scope={scope}
          customerId={customerId}
          customerName={first.customer.name}
          currency={first.currency}
          onClose={() => setGranting(false)}
        />
      ) : null}
    </Paper>
  );
}
