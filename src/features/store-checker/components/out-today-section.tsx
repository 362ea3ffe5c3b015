/** "Agotados hoy": what the store marked out of stock today; search the store's products to mark more, or unmark. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Bidi } from '../../../components/bidi';
import { useErrorMessage } from '../../../lib/error-message';
import { checkerProductSearchQuery, useSetOutToday, type CheckerData } from '../api/store-checker-queries';

export function OutTodaySection({ data }: { data: CheckerData }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const storeId = data.store.id;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const found = useQuery(checkerProductSearchQuery(storeId, q));
  const mark = useSetOutToday(storeId);
  const change = (productId: number, name: string, out: boolean) =>
    mark.mutate(
      { productId, outOfStockToday: out, mutationId: crypto.randomUUID() },
      {
        onSuccess: () => notifications.show({ color: 'green', message: out ? t`${name}: agotado hoy.` : t`${name}: disponible de nuevo hoy.`, autoClose: 3000 }),
        onError: (error) => notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 3000 }),
      },
    );
  const outIds = new Set(data.outToday.map((p) => p.productId));
  const candidates = (found.data?.rows ?? []).filter((row) => !outIds.has(row.productId));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="out-today-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="out-today-title">
          <Trans>Agotados hoy</Trans>
        </Title>
        {data.outToday.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Nada marcado como agotado hoy. Busca un producto para marcarlo.</Trans>
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Productos agotados hoy`}>
            {data.outToday.map((product) => (
              <Group key={product.productId} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" truncate>
                  <Bidi>{product.sku}</Bidi> · {product.name}
                </Text>
                <Button size="xs" variant="light" onClick={() => change(product.productId, product.name, false)} disabled={mark.isPending} aria-label={t`Quitar ${product.name} de agotados`}>
                  <Trans>Quitar</Trans>
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <TextInput
          label={t`Marcar un producto como agotado hoy`}
          placeholder={t`Nombre, SKU o código de barras`}
          leftSection={<IconSearch size={16} />}
          rightSection={found.isFetching ? <Loader size="xs" /> : null}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
        {q && found.isError ? (
          <Text size="sm" c="red" role="alert">
            {describe(found.error)}
          </Text>
        ) : null}
        {q && found.isSuccess && candidates.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Ningún producto por marcar coincide con «{q}».</Trans>
          </Text>
        ) : null}
        {candidates.length > 0 ? (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Resultados de la búsqueda`}>
            {candidates.map((row) => (
              <Group key={row.productId} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" truncate>
                  <Bidi>{row.sku}</Bidi> · {row.name}
                </Text>
                <Button size="xs" color="orange" onClick={() => change(row.productId, row.name, true)} disabled={mark.isPending} aria-label={t`Marcar ${row.name} como agotado hoy`}>
                  <Trans>Marcar agotado</Trans>
                </Button>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
