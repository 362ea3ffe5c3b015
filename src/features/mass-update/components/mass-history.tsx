import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { MassHistoryRow } from '../../../../contract/schemas/mass-update';
import { Bidi } from '../../../components/bidi';
import { isApiError } from '../../../lib/api-client';
import { TABULAR, useFormat } from '../../../lib/format';
import { massHistoryQuery, useMassUndo } from '../api/mass-update-queries';
import { useMassErrorMessage } from '../lib/mass-errors';
import { useDescribe, type Names } from '../lib/use-describe';

interface MassHistoryProps {
  scope: { empresaId?: number };
  names: Names;
  phone: boolean;
}

/** The company's mass updates (who, when, what, how many, undone?) with "Deshacer" on the last one. */
export function MassHistory({ scope, names, phone }: MassHistoryProps) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useDescribe(names);
  const errorMessage = useMassErrorMessage();
  const query = useQuery(massHistoryQuery(scope));
  const undo = useMassUndo();
  const [confirming, setConfirming] = useState<MassHistoryRow | null>(null);
  // One id per confirmed undo: a retry after a lost answer is the same undo.
  const mutationId = useRef<string | null>(null);

  const confirm = () => {
    if (!confirming) return;
    mutationId.current ??= crypto.randomUUID();
    undo.mutate(
      { ...scope, massUpdateId: confirming.id, mutationId: mutationId.current },
      {
        onSuccess: (data) => {
          setConfirming(null);
          mutationId.current = null;
          const restored = data.restored;
          const skipped = data.skipped.length;
          notifications.show({
            color: skipped > 0 ? 'yellow' : 'green',
            message: skipped > 0 ? t`Se restauraron ${restored} productos; ${skipped} cambiaron desde entonces y se dejaron como están.` : t`Se restauraron ${restored} productos.`,
          });
        },
        onError: (error) => {
          // A refusal is final; after no answer at all, the retry must be the same undo.
          if (isApiError(error)) mutationId.current = null;
        },
      },
    );
  };

  const status = (row: MassHistoryRow) => {
    if (row.undoneAt !== null) {
      const when = f.dateTime(row.undoneAt);
      const who = row.undoneByName ?? '—';
      return <Badge color="gray" variant="light" title={t`Deshecha por ${who} el ${when}`}>{t`Deshecha`}</Badge>;
    }
    if (row.canUndo) {
      return (
        <Button size="xs" variant="light" color="orange" onClick={() => { undo.reset(); setConfirming(row); }}>
          <Trans>Deshacer</Trans>
        </Button>
      );
    }
    return <Badge color="green" variant="light">{t`Aplicada`}</Badge>;
  };

  const rows = query.data?.rows ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="mass-history-title" data-testid="mass-history">
      <Title order={2} fz="h4" id="mass-history-title"><Trans>Historial</Trans></Title>
      {query.isError && <Alert color="red" variant="light">{errorMessage(query.error)}</Alert>}
      {query.isPending && <Skeleton h={80} radius="md" />}
      {query.data && rows.length === 0 && <Text size="sm" c="dimmed"><Trans>Todavía no hay actualizaciones masivas.</Trans></Text>}
      {rows.length > 0 &&
        (phone ? (
          <Stack gap="xs">
            {rows.map((row) => (
              <Card key={row.id} withBorder padding="sm" radius="md" data-testid="mass-history-row" data-id={row.id}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600}>{describe.change(row.change)}</Text>
                  {status(row)}
                </Group>
                <Text size="xs" c="dimmed">{describe.selection(row.selection)}</Text>
                <Text size="xs" c="dimmed"><Bidi numeric>{f.dateTime(row.createdAt)}</Bidi> · {row.userName ?? '—'} · <Trans>{row.affected} productos</Trans></Text>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table striped verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Fecha`}</Table.Th>
                <Table.Th>{t`Usuario`}</Table.Th>
                <Table.Th>{t`Cambio`}</Table.Th>
                <Table.Th>{t`Productos elegidos`}</Table.Th>
                <Table.Th ta="end">{t`Cambiados`}</Table.Th>
                <Table.Th>{t`Estado`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="mass-history-row" data-id={row.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}><Bidi numeric>{f.dateTime(row.createdAt)}</Bidi></Table.Td>
                  <Table.Td>{row.userName ?? '—'}</Table.Td>
                  <Table.Td>{describe.change(row.change)}</Table.Td>
                  <Table.Td>{describe.selection(row.selection)}</Table.Td>
                  <Table.Td ta="end" style={TABULAR}>{f.count(row.affected)}</Table.Td>
                  <Table.Td>{status(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t`¿Deshacer la actualización masiva?`} centered>
        {confirming && (
          <Stack gap="md">
            <Text size="sm">
              {describe.change(confirming.change)} · <Trans>{confirming.affected} productos</Trans>
            </Text>
            <Text size="sm">
              <Trans>Los productos vuelven a sus valores de antes. Los que alguien cambió después se dejan como están.</Trans>
            </Text>
            {undo.isError && <Alert color="red" variant="light">{errorMessage(undo.error)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}><Trans>Cancelar</Trans></Button>
              <Button color="orange" onClick={confirm} loading={undo.isPending}><Trans>Deshacer cambios</Trans></Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
