/**
 * The editor of one composite: its components (added with the shared product picker, each with a quantity,
 * removable), whether its price is derived from them, and — live, from the server's preview of the unsaved list —
 * the price the components make, what each warehouse can assemble, and any component that would close a loop.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, CloseButton, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { parseQuantity } from '../../../../contract/money';
import type { CompositeDetail } from '../../../../contract/schemas/product-composition';
import type { ProductSummary } from '../../../../contract/schemas/product-list';
import { ProductPicker } from '../../../components/product-picker';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR } from '../../../lib/format';
import { compositeDetailQuery, compositeKeys, compositePreviewQuery, useSetComponents, type ComponentDraft, type CompositeScope } from '../api/composite-queries';
import { useComponentErrors } from '../lib/composite-errors';
import { CompositeComponentsTable, type DraftRow } from './composite-components-table';
import { CompositeFigures } from './composite-figures';

interface CompositeEditorProps {
  scope: CompositeScope;
  productId: number;
  onClose: () => void;
}

export function CompositeEditor({ scope, productId, onClose }: CompositeEditorProps) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const detail = useQuery(compositeDetailQuery(scope, productId));
  if (detail.isPending) return <Skeleton h={320} radius="md" aria-busy="true" />;
  if (detail.isError) {
    return (
      <Alert color="red" withCloseButton onClose={onClose} closeButtonLabel={t`Cerrar el editor`}>
        {describe(detail.error)}
      </Alert>
    );
  }
  // A saved (or reloaded) version starts the form again from it.
  return <CompositeForm key={detail.data.product.version} scope={scope} base={detail.data} onClose={onClose} />;
}

const draftFrom = (detail: CompositeDetail): DraftRow[] =>
  detail.components.map((c) => ({ productId: c.productId, quantityText: String(c.quantityMilli / 1000), name: c.name, sku: c.sku, saleUnit: c.saleUnit }));

function CompositeForm({ scope, base, onClose }: { scope: CompositeScope; base: CompositeDetail; onClose: () => void }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const componentErrors = useComponentErrors();
  const save = useSetComponents(scope);
  const [rows, setRows] = useState<DraftRow[]>(() => draftFrom(base));
  const [priceDerived, setPriceDerived] = useState(base.product.priceDerived || base.components.length === 0);
  const [serverErrors, setServerErrors] = useState<Record<number, string>>({});
  const [stale, setStale] = useState<CompositeDetail | null>(null);
  const product = base.product;

  const parsed: (ComponentDraft | null)[] = rows.map((row) => {
    const quantityMilli = parseQuantity(row.quantityText);
    return quantityMilli !== null && quantityMilli > 0 ? { productId: row.productId, quantityMilli } : null;
  });
  const valid = parsed.every((p) => p !== null);
  // One array per content (not per render), so the preview's query key and debounce settle.
  const listKey = JSON.stringify(parsed.filter((p): p is ComponentDraft => p !== null));
  const list = useMemo(() => JSON.parse(listKey) as ComponentDraft[], [listKey]);
  const saved = JSON.stringify(base.components.map((c) => ({ productId: c.productId, quantityMilli: c.quantityMilli })));
  const unchanged = valid && listKey === saved && (list.length === 0 || priceDerived === product.priceDerived);
  const [debounced] = useDebouncedValue(list, 300);
  const previewing = JSON.stringify(debounced) !== saved;
  const preview = useQuery(compositePreviewQuery(scope, product.id, debounced, previewing));
  const shown = previewing && preview.data ? preview.data : base;
  const cycles = new Set(shown.cycleProductIds);

  const rowErrors = rows.map((row, index) => {
    if (parsed[index] === null) return t`Escribe una cantidad mayor que cero (hasta 3 decimales).`;
    if (cycles.has(row.productId)) return t`Este componente ya contiene a «${product.name}»: formaría un ciclo.`;
    return serverErrors[row.productId];
  });

  function add(id: number | null, summary: ProductSummary | null) {
    if (id === null || rows.some((row) => row.productId === id)) return;
    setRows([...rows, { productId: id, quantityText: '1', name: summary?.name ?? `#${id}`, sku: summary?.sku ?? '', saleUnit: summary?.saleUnit ?? 'unit' }]);
  }

  function submit(baseVersion: number) {
    if (!valid) return;
    setServerErrors({});
    save.mutate(
      { ...scope, productId: product.id, components: list, priceDerived: list.length > 0 && priceDerived, baseVersion, mutationId: crypto.randomUUID() },
      {
        onSuccess: () => {
          setStale(null);
          notifications.show({ color: 'green', message: t`Componentes guardados.`, autoClose: 3000 });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.codigo === 'STALE_VERSION') {
            const current = error.detalle?.['current'];
            if (current && typeof current === 'object') setStale(current as CompositeDetail);
            return;
          }
          const byRow = componentErrors(error, list);
          setServerErrors(byRow);
          if (Object.keys(byRow).length === 0) notifications.show({ color: 'red', title: t`No se pudieron guardar los componentes`, message: describe(error), autoClose: 3000 });
        },
      },
    );
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t`Componentes de ${product.name}`}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="h4">
              {product.name}
            </Title>
            <Group gap={6}>
              <Text size="xs" c="dimmed" style={TABULAR}>
                {product.sku}
              </Text>
              <Badge size="xs" variant="light" color={product.kind === 'composite' ? 'blue' : 'gray'}>
                {product.kind === 'composite' ? <Trans>Compuesto</Trans> : <Trans>Simple</Trans>}
              </Badge>
              {!product.active && (
                <Badge size="xs" color="gray">
                  <Trans>Inactivo</Trans>
                </Badge>
              )}
            </Group>
          </div>
          <CloseButton aria-label={t`Cerrar el editor`} onClick={onClose} />
        </Group>

        {stale && (
          <Alert color="yellow" title={t`Otra persona cambió este producto`}>
            <Stack gap="xs">
              <Text size="sm">
                <Trans>Mientras editabas, otra persona guardó otra versión; tus cambios no se guardaron. Sus componentes:</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                {stale.components.map((c) => `${c.name} × ${c.quantityMilli / 1000}`).join(', ') || t`Sin componentes`}
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => queryClient.setQueryData(compositeKeys.detail(scope, product.id), stale)}>
                  <Trans>Cargar su versión</Trans>
                </Button>
                <Button size="xs" onClick={() => submit(stale.product.version)} loading={save.isPending}>
                  <Trans>Guardar mi versión sobre la suya</Trans>
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}

        <CompositeComponentsTable
          rows={rows}
          details={shown.components}
          errors={rowErrors}
          onQuantity={(index, quantityText) => setRows(rows.map((row, i) => (i === index ? { ...row, quantityText } : row)))}
          onRemove={(index) => setRows(rows.filter((_, i) => i !== index))}
        />
        <ProductPicker label={t`Agregar componente`} value={null} exclude={[product.id, ...rows.map((row) => row.productId)]} filter={{ active: true }} onChange={add} />

        <Switch
          label={t`Precio derivado de los componentes`}
          description={t`El precio será la suma de cada componente por su cantidad, y seguirá sus cambios de precio.`}
          checked={priceDerived}
          onChange={(event) => setPriceDerived(event.currentTarget.checked)}
          disabled={rows.length === 0}
        />
        <CompositeFigures detail={shown} priceDerived={priceDerived && list.length > 0} unsaved={!unchanged} updating={previewing && preview.isFetching} />

        {rows.length === 0 && product.kind === 'composite' && (
          <Alert color="blue" variant="light">
            <Trans>Sin componentes, al guardar este producto volverá a ser un producto simple.</Trans>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={unchanged || save.isPending} onClick={() => { setRows(draftFrom(base)); setPriceDerived(product.priceDerived); setServerErrors({}); }}>
            <Trans>Descartar cambios</Trans>
          </Button>
          <Button onClick={() => submit(product.version)} disabled={unchanged || !valid || cycles.size > 0} loading={save.isPending}>
            <Trans>Guardar componentes</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
