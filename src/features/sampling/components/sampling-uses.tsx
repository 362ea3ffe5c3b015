/** The orders that got a campaign's sample, newest first (the latest SAMPLING_USES_SHOWN). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SAMPLING_USES_SHOWN, type SamplingUse } from '../../../../contract/schemas/sampling';
import { TABULAR, useFormat } from '../../../lib/format';

export function SamplingUses({ uses }: { uses: readonly SamplingUse[] }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        <Trans>Órdenes con muestra</Trans>
      </Title>
      {uses.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Ninguna orden ha recibido esta muestra todavía.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped verticalSpacing={4} aria-label={t`Órdenes con muestra`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Orden</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Cliente</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Fecha</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {uses.map((use) => (
                <Table.Tr key={use.orderId} data-testid="sampling-use">
                  <Table.Td style={TABULAR}>
                    <Anchor renderRoot={(props) => <Link to="/orden/$id" params={{ id: use.orderNumber }} {...props} />} size="sm">
                      {use.orderNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{use.customerName ?? '—'}</Table.Td>
                  <Table.Td style={TABULAR}>{f.dateTime(use.at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {uses.length >= SAMPLING_USES_SHOWN && (
        <Text size="xs" c="dimmed">
          <Trans>Se muestran las {SAMPLING_USES_SHOWN} más recientes.</Trans>
        </Text>
      )}
    </Stack>
  );
}
