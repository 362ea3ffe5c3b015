/** /easycreditos (SU, SA): find a customer, see their balance and ledger, grant, spend, reverse; bulk grant; export. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Grid, Group, Paper, ScrollArea, Skeleton, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDownload, IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR, useFormat } from '../../../lib/format';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { creditSearchQuery, type CompanyScope } from '../api/credit-queries';
import { exportLedger } from '../lib/export-ledger';
import { BulkGrantModal } from './bulk-grant-modal';
import { CustomerLedger } from './customer-ledger';

interface CreditsPageProps {
  customerId: number | null;
  onCustomerChange: (customerId: number | null) => void;
}

export function CreditsPage({ customerId, onCustomerChange }: CreditsPageProps) {
  const { t } = useLingui();
  const title = t`Easycréditos`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? (
        <ChooseCompany />
      ) : (
        <CreditsWorkspace key={scope.empresaId ?? 0} scope={scope} customerId={customerId} onCustomerChange={onCustomerChange} />
      )}
    </Stack>
  );
}

function CreditsWorkspace({ scope, customerId, onCustomerChange }: CreditsPageProps & { scope: CompanyScope }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const describe = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const results = useQuery(creditSearchQuery(scope, q));
  const currency = results.data?.currency ?? 'USD';

  const onExport = async () => {
    setExporting(true);
    try {
      const { truncated } = await exportLedger(scope, i18n);
      if (truncated)
        notifications.show({
          color: 'yellow',
          message: t`El archivo tiene solo los movimientos más recientes: había demasiados.`,
          autoClose: 5000,
        });
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

  // Phones: one task per screen — the chosen customer's ledger alone, with the way back to the list.
  if (phone && customerId !== null) {
    return (
      <Stack gap="sm">
        <Group>
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => onCustomerChange(null)}>
            <Trans>Volver a la lista</Trans>
          </Button>
        </Group>
        <CustomerLedger key={customerId} scope={scope} customerId={customerId} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t`Buscar cliente`}
          placeholder={t`Nombre, correo, documento o teléfono`}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 380 }}
        />
        <Group gap="sm">
          <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => setBulkOpen(true)}>
            <Trans>Carga masiva</Trans>
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void onExport()} loading={exporting}>
            <Trans>Exportar todo</Trans>
          </Button>
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder>
            {results.isPending ? (
              <Stack p="sm" gap="xs">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} h={28} />
                ))}
              </Stack>
            ) : results.isError ? (
              <Alert color="red">{describe(results.error)}</Alert>
            ) : results.data.rows.length === 0 ? (
              <Text p="md" size="sm" c="dimmed">
                {q ? <Trans>Ningún cliente coincide con «{q}».</Trans> : <Trans>La empresa aún no tiene clientes.</Trans>}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={phone ? undefined : 'calc(100dvh - 240px)'} type="auto">
                <Table highlightOnHover stickyHeader verticalSpacing={4} aria-label={t`Clientes`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Cliente`}</Table.Th>
                      <Table.Th ta="end">{t`Saldo`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {results.data.rows.map((row) => (
                      <Table.Tr key={row.customerId} bg={row.customerId === customerId ? 'var(--mantine-primary-color-light)' : undefined}>
                        <Table.Td>
                          <UnstyledButton
                            onClick={() => onCustomerChange(row.customerId)}
                            aria-current={row.customerId === customerId ? 'true' : undefined}
                            w="100%"
                            mih={phone ? 48 : undefined}
                          >
                            <Text size="sm" fw={500}>
                              {row.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {[row.email, row.documentId].filter(Boolean).join(' · ')}
                            </Text>
                          </UnstyledButton>
                        </Table.Td>
                        <Table.Td ta="end" style={TABULAR}>
                          {format.money(row.balanceCents, currency)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {customerId === null ? (
            <Paper withBorder p="md">
              <Text size="sm" c="dimmed">
                <Trans>Elige un cliente de la lista para ver su saldo y sus movimientos, u otorga créditos a muchos con «Carga masiva».</Trans>
              </Text>
            </Paper>
          ) : (
            <CustomerLedger key={customerId} scope={scope} customerId={customerId} />
          )}
        </Grid.Col>
      </Grid>
      {bulkOpen ? <BulkGrantModal scope={scope} currency={currency} onClose={() => setBulkOpen(false)} /> : null}
    </Stack>
  );
}
