/**
 * A save refused as stale: another person saved this product after the form loaded it. Shows what they changed,
 * field by field (theirs vs yours), and lets the user load their version or lay their own edits on top of it.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { ProductFormOptions } from '../../../../contract/schemas/product-detail';
import { useFormat, type Formats } from '../../../lib/format';
import { FORM_FIELD_LABELS } from '../lib/product-form-labels';
import { derivedPrices, editedFields, fieldValue, type FormField, type ProductFormState } from '../lib/product-form-state';

/** One field of a form state as text. */
export function formFieldText(field: FormField, state: ProductFormState, options: ProductFormOptions, f: Formats, i18n: I18n): string {
  const category = (id: number) => options.categories.find((c) => c.id === id)?.path ?? `#${id}`;
  switch (field) {
    case 'brandId':
      return state.brandId === null ? '—' : (options.brands.find((b) => b.id === state.brandId)?.name ?? `#${state.brandId}`);
    case 'mainCategoryId':
      return state.mainCategoryId === null ? '—' : category(state.mainCategoryId);
    case 'otherCategoryIds':
      return state.otherCategoryIds.map(category).join(', ') || '—';
    case 'saleUnit':
      return i18n._(state.saleUnit === 'kg' ? msg`Peso (kg)` : msg`Unidad`);
    case 'taxRateBp':
      return f.rate(state.taxRateBp);
    case 'price': {
      const prices = derivedPrices(state);
      return prices ? i18n._(msg`${f.money(prices.priceCents, options.currency)} sin IVA · ${f.money(prices.priceWithTaxCents, options.currency)} con IVA`) : state.priceText;
    }
    case 'active':
      return i18n._(state.active ? msg`Sí` : msg`No`);
    case 'barcodes':
      return state.barcodes.join(', ') || '—';
    case 'stock':
      return options.warehouses.map((w) => `${w.name}: ${state.stock[w.id] ?? ''}`).join(' · ');
    default: {
      const value = fieldValue(state, field);
      return typeof value === 'string' && value !== '' ? value : '—';
    }
  }
}

export interface ProductFormStaleProps {
  base: ProductFormState;
  mine: ProductFormState;
  theirs: ProductFormState;
  changedBy: string | null;
  options: ProductFormOptions;
  onLoadTheirs: () => void;
  onReapply: () => void;
  onClose: () => void;
}

export function ProductFormStale({ base, mine, theirs, changedBy, options, onLoadTheirs, onReapply, onClose }: ProductFormStaleProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const theirFields = editedFields(base, theirs);
  const myFields = new Set(editedFields(base, mine));
  const who = changedBy ?? t`Otra persona`;
  return (
    <Modal opened onClose={onClose} title={t`${who} cambió este producto`} size="xl" centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans>Tu cambio no se guardó, para no borrar el suyo. Compara y elige cómo seguir.</Trans>
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder verticalSpacing={6} aria-label={t`Cambios de la otra persona`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th><Trans>Campo</Trans></Table.Th>
                <Table.Th>{t`Versión de ${who}`}</Table.Th>
                <Table.Th><Trans>Tu versión</Trans></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {theirFields.map((field) => (
                <Table.Tr key={field} data-conflict={myFields.has(field) ? 'both' : 'theirs'}>
                  <Table.Td fw={600}>{i18n._(FORM_FIELD_LABELS[field])}</Table.Td>
                  <Table.Td>{formFieldText(field, theirs, options, f, i18n)}</Table.Td>
                  <Table.Td c={myFields.has(field) ? 'orange' : undefined}>{formFieldText(field, mine, options, f, i18n)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onLoadTheirs}>
            <Trans>Descartar mis cambios y cargar su versión</Trans>
          </Button>
          <Button onClick={onReapply}>
            <Trans>Aplicar mis cambios sobre su versión</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
