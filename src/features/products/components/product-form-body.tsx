/**
 * The product form: every field checked as the user types by the contract's rules (productFormProblems), the
 * server's refusals shown at their fields, a stale save resolved field by field, and a warning before leaving
 * with unsaved changes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Modal, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import type { CallData } from '../../../../contract/calls';
import { PRODUCT_DESCRIPTION_MAX, productFormProblems, type ProductDetail } from '../../../../contract/schemas/product-detail';
import { isApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormat } from '../../../lib/format';
import { productDetailKeys, type CompanyScope } from '../api/product-detail-queries';
import { useSaveProduct } from '../api/product-detail-save';
import { fieldMessages, serverFieldMessages } from '../lib/product-form-errors';
import { parseMoneyText } from '../../../lib/money-text';
import { editedFields, rebase, saveInput, stateFromProduct, stockProblems, type ProductFormState } from '../lib/product-form-state';
import { ProductFormBarcodes } from './product-form-barcodes';
import { ProductFormPrices } from './product-form-prices';
import { ProductFormStale } from './product-form-stale';
import { ProductFormStock } from './product-form-stock';
import { ProductHistoryTable } from './product-history-table';
import { useReadableColor } from '../../../components/order-status/readable-color';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">{title}</Title>
      {children}
    </Card>
  );
}

interface Stale {
  theirs: ProductDetail;
  changedBy: string | null;
}

export interface ProductFormProps {
  scope: CompanyScope;
  data: CallData<'/Product/Get'>;
  imagesSlot?: ((productId: number, onVersion: (version: number) => void) => ReactNode) | undefined;
}

export function ProductForm({ scope, data, imagesSlot }: ProductFormProps) {
  const { t, i18n } = useLingui();
  const readable = useReadableColor();
  const f = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const { options } = data;
  const [product, setProduct] = useState<ProductDetail | null>(data.product);
  const [base, setBase] = useState<ProductFormState>(() => stateFromProduct(data.product, options, f.locale));
  const [state, setState] = useState<ProductFormState>(base);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<Stale | null>(null);
  const save = useSaveProduct(scope);

  const dirty = editedFields(base, state).length > 0;
  const blocker = useBlocker({ shouldBlockFn: () => dirty && !save.isPending, enableBeforeUnload: () => dirty, withResolver: true });

  const patch = (change: Partial<ProductFormState>) => {
    setState((s) => ({ ...s, ...change }));
    setServerErrors({});
  };

  /** The contract's rules and what only the form can tell (unreadable money or quantities). */
  const clientErrors = useMemo(() => {
    const input = saveInput(state, base);
    const errors = fieldMessages(productFormProblems(input), i18n);
    if (state.priceText.trim() !== '' && parseMoneyText(state.priceText) === null) errors['price'] = fieldMessages([{ campo: 'price', codigo: 'invalid_money', mensaje: '' }], i18n)['price']!;
    const stock: Record<number, string> = {};
    for (const [id, codigo] of Object.entries(stockProblems(state, base))) stock[Number(id)] = fieldMessages([{ campo: 's', codigo, mensaje: '' }], i18n)['s']!;
    return { fields: errors, stock };
  }, [state, base, i18n]);
  const errors: Record<string, string | undefined> = { ...(showErrors ? clientErrors.fields : {}), ...serverErrors };
  const stockErrors: Record<number, string | undefined> = showErrors ? clientErrors.stock : {};

  /**
   * A change made beside the form (its images) moved the version. Only the very next version is adopted: then that
   * change was the only one since the form loaded; anything else is left to the stale-save comparison.
   */
  const adoptVersion = (version: number) => setProduct((p) => (p && version === p.version + 1 ? { ...p, version } : p));

  const loadTheirs = (theirs: ProductDetail) => {
    const next = stateFromProduct(theirs, options, f.locale);
    setProduct(theirs);
    setBase(next);
    setState(next);
    setStale(null);
  };

  const submit = (from: ProductFormState = state, on: ProductDetail | null = product, baseState: ProductFormState = base) => {
    setShowErrors(true);
    const input = saveInput(from, baseState);
    if (Object.keys(clientErrors.fields).length > 0 || Object.keys(clientErrors.stock).length > 0) return;
    const body = { ...scope, ...input, mutationId: crypto.randomUUID(), ...(on ? { productId: on.id, baseVersion: on.version } : {}) };
    save.mutate(body, {
      onSuccess: (result) => {
        const saved = stateFromProduct(result.product, options, f.locale);
        setProduct(result.product);
        setBase(saved);
        setState(saved);
        setShowErrors(false);
        notifications.show({ color: 'green', message: result.created ? t`Producto creado.` : t`Cambios guardados.`, autoClose: 3000 });
        if (result.created) {
          queryClient.setQueryData(productDetailKeys.detail(scope, result.product.id), { product: result.product, options });
          // The form is saved: nothing to warn about on the way to the product's own page.
          void navigate({ to: '/market/producto/$id', params: { id: String(result.product.id) }, replace: true, ignoreBlocker: true });
        }
      },
      onError: (error) => {
        if (isApiError(error) && error.codigo === 'STALE_VERSION' && on) {
          const theirs = error.detalle?.['current'] as ProductDetail | undefined;
          if (!theirs) return;
          const theirState = stateFromProduct(theirs, options, f.locale);
          // Their change touched nothing this form edits (an image upload): lay ours on top and save again.
          if (editedFields(baseState, theirState).length === 0) {
            const merged = rebase(baseState, from, theirState);
            setProduct(theirs);
            setBase(theirState);
            setState(merged);
            submit(merged, theirs, theirState);
            return;
          }
          setStale({ theirs, changedBy: (error.detalle?.['changedBy'] as string | null | undefined) ?? null });
          return;
        }
        setServerErrors(serverFieldMessages(error, i18n));
        notifications.show({ color: 'red', title: t`No se pudo guardar el producto`, message: errorMessage(error), autoClose: 5000 });
      },
    });
  };

  const categoryData = options.categories.map((c) => ({ value: String(c.id), label: c.active ? c.path : t`${c.path} (inactiva)` }));
  const brandData = options.brands.map((b) => ({ value: String(b.id), label: b.active ? b.name : t`${b.name} (inactiva)` }));
  const compositeHref = product ? `/market/producto/productos-compuestos?product=${product.id}` : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            {product && <Badge variant="light">{t`Versión ${product.version}`}</Badge>}
            {product?.kind === 'composite' && <Badge color="grape">{t`Compuesto`}</Badge>}
            {product?.updatedByName && <Text size="sm" c="dimmed">{t`Último cambio: ${product.updatedByName}, ${f.dateTime(product.updatedAt)}`}</Text>}
            {dirty && <Badge color="orange" variant="outline" styles={{ label: { color: readable('orange') } }}>{t`Cambios sin guardar`}</Badge>}
          </Group>
          <Group gap="xs">
            {dirty && (
              <Button variant="default" onClick={() => setState(base)}>
                <Trans>Descartar cambios</Trans>
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              <Trans>Guardar</Trans>
            </Button>
          </Group>
        </Group>

        <Section title={<Trans>Datos del producto</Trans>}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={t`SKU`} required value={state.sku} onChange={(e) => patch({ sku: e.currentTarget.value })} error={errors['sku']} autoComplete="off" />
              <TextInput label={t`Nombre`} required value={state.name} onChange={(e) => patch({ name: e.currentTarget.value })} error={errors['name']} />
            </SimpleGrid>
            <Textarea label={t`Descripción`} value={state.description} onChange={(e) => patch({ description: e.currentTarget.value })} autosize minRows={2} maxRows={8} maxLength={PRODUCT_DESCRIPTION_MAX} error={errors['description']} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Select label={t`Marca`} data={brandData} value={state.brandId === null ? null : String(state.brandId)} onChange={(v) => patch({ brandId: v === null ? null : Number(v) })} searchable clearable nothingFoundMessage={t`Ninguna marca coincide`} error={errors['brandId']} />
              <Select
                label={t`Categoría principal`}
                description={t`Define el pasillo en picking`}
                data={categoryData}
                value={state.mainCategoryId === null ? null : String(state.mainCategoryId)}
                onChange={(v) => patch({ mainCategoryId: v === null ? null : Number(v), otherCategoryIds: state.otherCategoryIds.filter((id) => String(id) !== v) })}
                searchable
                clearable
                nothingFoundMessage={t`Ninguna categoría coincide`}
                error={errors['categoryIds']}
              />
              <MultiSelect
                label={t`Otras categorías`}
                data={categoryData.filter((c) => c.value !== String(state.mainCategoryId))}
                value={state.otherCategoryIds.map(String)}
                onChange={(values) => patch({ otherCategoryIds: values.map(Number) })}
                searchable
                clearable
              />
            </SimpleGrid>
            <Group gap="xl" align="flex-end">
              <Stack gap={4}>
                <Text size="sm" fw={500} id="product-sale-unit"><Trans>Se vende por</Trans></Text>
                <SegmentedControl
                  aria-labelledby="product-sale-unit"
                  value={state.saleUnit}
                  onChange={(v) => patch({ saleUnit: v === 'kg' ? 'kg' : 'unit' })}
                  data={[{ value: 'unit', label: t`Unidad` }, { value: 'kg', label: t`Peso (kg)` }]}
                />
              </Stack>
              <Switch label={t`Activo`} checked={state.active} onChange={(e) => patch({ active: e.currentTarget.checked })} />
              {compositeHref && product?.kind === 'composite' && (
                <Anchor href={compositeHref} onClick={(event) => { event.preventDefault(); void navigate({ href: compositeHref }); }}>
                  <Trans>Editar sus componentes</Trans>
                </Anchor>
              )}
            </Group>
          </Stack>
        </Section>

        <Section title={<Trans>Precio e IVA</Trans>}>
          <ProductFormPrices state={state} taxRates={options.taxRates} currency={options.currency} errors={errors} onChange={patch} derivedFrom={product?.kind === 'composite' && product.priceDerived ? compositeHref : null} />
        </Section>

        <Section title={<Trans>Códigos de barras</Trans>}>
          <ProductFormBarcodes barcodes={state.barcodes} errors={errors} onChange={(barcodes) => patch({ barcodes })} />
        </Section>

        <Section title={<Trans>Stock por bodega</Trans>}>
          <ProductFormStock warehouses={options.warehouses} stock={state.stock} saleUnit={state.saleUnit} errors={stockErrors} onChange={(id, text) => patch({ stock: { ...state.stock, [id]: text } })} />
        </Section>

        {product && imagesSlot && <Section title={<Trans>Imágenes</Trans>}>{imagesSlot(product.id, adoptVersion)}</Section>}
        {product && (
          <Section title={<Trans>Historial de cambios</Trans>}>
            <ProductHistoryTable scope={scope} productId={product.id} currency={options.currency} />
          </Section>
        )}
      </Stack>

      {stale && (
        <ProductFormStale
          base={base}
          mine={state}
          theirs={stateFromProduct(stale.theirs, options, f.locale)}
          changedBy={stale.changedBy}
          options={options}
          onLoadTheirs={() => loadTheirs(stale.theirs)}
          onReapply={() => {
            const theirState = stateFromProduct(stale.theirs, options, f.locale);
            setState(rebase(base, state, theirState));
            setProduct(stale.theirs);
            setBase(theirState);
            setStale(null);
            notifications.show({ color: 'blue', message: t`Tus cambios quedaron sobre su versión. Revísalos y guarda.`, autoClose: 5000 });
          }}
          onClose={() => setStale(null)}
        />
      )}

      {blocker.status === 'blocked' && (
        <Modal opened onClose={() => blocker.reset()} title={t`¿Salir sin guardar?`} centered>
          <Stack gap="md">
            <Text size="sm"><Trans>Tienes cambios sin guardar en este producto. Si sales, se perderán.</Trans></Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => blocker.reset()}><Trans>Seguir editando</Trans></Button>
              <Button color="red" onClick={() => blocker.proceed()}><Trans>Salir sin guardar</Trans></Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </form>
  );
}
