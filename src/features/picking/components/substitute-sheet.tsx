/**
 * "Sustituir": another product of the line's category, its quantity (or weight) and the customer's approval.
 * Loaded on demand (its own chunk): most lines are never substituted.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Modal, ScrollArea, SegmentedControl, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMinus, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { pickedLineAmounts } from '../../../../contract/picking-math';
import { PICK_QUANTITY_MAX, SUBSTITUTE_APPROVALS, type SubstituteApproval } from '../../../../contract/picking-constants';
import type { PickingLine, PickingProduct } from '../../../../contract/schemas/picking';
import { TABULAR, useFormat } from '../../../lib/format';
import { APPROVAL_LABELS } from '../lib/labels';
import { comparableOrdered, UNIT, type LineTarget } from '../lib/line-change';
import { weightText } from '../lib/parse-weight';
import { useQuantityCheck } from '../lib/quantity-check';
import { hasCode, normalizeCode } from '../lib/scan-match';
import { WeightField } from './weight-field';

/** Enough to choose from on a phone; the search narrows the rest. */
const SHOWN_MAX = 60;

export interface SubstituteSheetProps {
  line: PickingLine;
  candidates: readonly PickingProduct[];
  currency: string;
  onSave: (lineId: number, target: LineTarget) => void;
  onClose: () => void;
}

function matches(product: PickingProduct, query: string): boolean {
  if (query === '') return true;
  const code = normalizeCode(query);
  return product.name.toLocaleLowerCase().includes(query) || product.sku.toLocaleLowerCase().includes(query) || hasCode(product.barcodes, code);
}

/** Units the substitute starts with: what was ordered when comparable, else one. */
function initialUnits(line: PickingLine, product: PickingProduct): number {
  const ordered = comparableOrdered(line, product.saleUnit);
  return ordered !== null ? Math.max(UNIT, Math.round(ordered / UNIT) * UNIT) : UNIT;
}

export function SubstituteSheet({ line, candidates, currency, onSave, onClose }: SubstituteSheetProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const { checkWeightText, checkQuantity } = useQuantityCheck();
  const current = line.pickState === 'substituted' ? line.substitute : null;
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<PickingProduct | null>(current);
  const [units, setUnits] = useState(() => (current && current.saleUnit === 'unit' ? (line.pickedQuantity ?? UNIT) : UNIT));
  const [weight, setWeight] = useState(() => (current && current.saleUnit === 'kg' && line.pickedQuantity ? weightText(line.pickedQuantity, f.locale) : ''));
  const [approval, setApproval] = useState<SubstituteApproval>(line.substituteApproval ?? 'pendiente');

  const sameCategory = useMemo(
    () => candidates.filter((product) => product.categoryId === line.categoryId && product.id !== line.productId),
    [candidates, line.categoryId, line.productId],
  );
  const needle = query.trim().toLocaleLowerCase();
  const found = useMemo(() => sameCategory.filter((product) => matches(product, needle)), [sameCategory, needle]);

  const choose = (product: PickingProduct) => {
    setChosen(product);
    setUnits(initialUnits(line, product));
    setWeight('');
  };

  const ordered = chosen ? comparableOrdered(line, chosen.saleUnit) : null;
  const weightCheck = chosen?.saleUnit === 'kg' ? checkWeightText(weight, ordered) : null;
  const unitError = chosen?.saleUnit === 'unit' ? checkQuantity('unit', units, ordered) : null;
  const quantity = chosen?.saleUnit === 'kg' ? (weightCheck?.milli ?? null) : unitError ? null : units;
  const total =
    chosen && quantity !== null
      ? pickedLineAmounts({ pickState: 'substituted', orderedQuantity: line.orderedQuantity, pickedQuantity: quantity, unitPrice: line.unitPrice, taxRate: line.taxRate, discountRate: line.discountRate, substitute: chosen, substituteApproval: approval }).totalCents
      : null;
  const unitMax = ordered !== null ? Math.max(ordered, UNIT) : PICK_QUANTITY_MAX;

  const save = () => {
    if (!chosen || quantity === null) return;
    onSave(line.id, { pickState: 'substituted', pickedQuantity: quantity, substituteProductId: chosen.id, substituteApproval: approval });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t`Sustituir ${line.name}`} fullScreen={phone} size="lg" centered>
      <Stack gap="md">
        <TextInput
          label={t`Buscar sustituto`}
          placeholder={t`Nombre, SKU o código de barras`}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            // A scanned substitute: Enter with exactly one match chooses it.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (found.length === 1 && found[0]) choose(found[0]);
            }
          }}
          size="lg"
          autoComplete="off"
          data-autofocus
        />
        <ScrollArea.Autosize mah={phone ? '40dvh' : 320} type="auto">
          <Stack gap={6} role="radiogroup" aria-label={t`Productos de la misma categoría`}>
            {found.length === 0 && (
              <Text size="sm" c="dimmed">
                {sameCategory.length === 0 ? t`No hay otros productos de esta categoría para sustituir.` : t`Ningún producto coincide con la búsqueda.`}
              </Text>
            )}
            {found.slice(0, SHOWN_MAX).map((product) => {
              const selected = chosen?.id === product.id;
              const price = `${f.money(pickedLineAmounts({ pickState: 'picked', orderedQuantity: UNIT, pickedQuantity: UNIT, unitPrice: product.unitPrice, taxRate: product.taxRate, discountRate: 0, substitute: null, substituteApproval: null }).totalCents, currency)}${product.saleUnit === 'kg' ? ' / kg' : ''}`;
              return (
                <UnstyledButton
                  key={product.id}
                  role="radio"
                  aria-checked={selected}
                  onClick={() => choose(product)}
                  p="sm"
                  mih={48}
                  style={{ borderRadius: 8, border: `${selected ? 2 : 1}px solid var(--mantine-color-${selected ? 'blue-6' : 'default-border'})`, background: selected ? 'var(--mantine-color-blue-light)' : undefined }}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600}>{product.name}</Text>
                      <Text size="xs" c="dimmed">{t`SKU ${product.sku}`}</Text>
                    </div>
                    <Text size="sm" style={TABULAR}>{price}</Text>
                  </Group>
                </UnstyledButton>
              );
            })}
            {found.length > SHOWN_MAX && <Text size="xs" c="dimmed">{t`Y ${found.length - SHOWN_MAX} más: afina la búsqueda.`}</Text>}
          </Stack>
        </ScrollArea.Autosize>

        {chosen && (
          <Stack gap="sm">
            {chosen.saleUnit === 'kg' ? (
              <WeightField
                label={t`Peso de ${chosen.name} (kg)`}
                value={weight}
                onChange={setWeight}
                milli={weightCheck?.milli ?? null}
                error={weightCheck?.error ?? null}
                pricing={{ unitPrice: chosen.unitPrice, taxRate: chosen.taxRate, discountRate: line.discountRate }}
                currency={currency}
                onSubmit={save}
                showTotal={false}
              />
            ) : (
              <div>
                <Text size="sm" fw={500} id="substitute-units"><Trans>Unidades</Trans></Text>
                <Group gap="xs" wrap="nowrap" role="group" aria-labelledby="substitute-units">
                  <ActionIcon size={48} variant="default" aria-label={t`Una unidad menos`} disabled={units <= UNIT} onClick={() => setUnits((u) => Math.max(UNIT, u - UNIT))}>
                    <IconMinus size={22} aria-hidden />
                  </ActionIcon>
                  <Text fw={700} size="lg" miw={48} ta="center" style={TABULAR} data-testid="substitute-units">{f.quantity(units, false)}</Text>
                  <ActionIcon size={48} variant="default" aria-label={t`Una unidad más`} disabled={units + UNIT > unitMax} onClick={() => setUnits((u) => Math.min(unitMax, u + UNIT))}>
                    <IconPlus size={22} aria-hidden />
                  </ActionIcon>
                </Group>
                {unitError && <Text size="sm" c="red">{unitError}</Text>}
              </div>
            )}
            <div>
              <Text size="sm" fw={500} id="substitute-approval"><Trans>Aprobación del cliente</Trans></Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="substitute-approval"
                value={approval}
                onChange={(value) => setApproval(value as SubstituteApproval)}
                data={SUBSTITUTE_APPROVALS.map((value) => ({ value, label: i18n._(APPROVAL_LABELS[value]) }))}
                styles={{ label: { minHeight: 40, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
              />
            </div>
            <Group justify="space-between">
              <Text size="sm" c="dimmed"><Trans>Total de la línea</Trans></Text>
              <Text fw={700} style={TABULAR} data-testid="substitute-total">{total === null ? '—' : f.money(total, currency)}</Text>
            </Group>
          </Stack>
        )}
        <Button h={48} fullWidth onClick={save} disabled={!chosen || quantity === null}>
          {chosen ? t`Sustituir por ${chosen.name}` : t`Elige un producto`}
        </Button>
      </Stack>
    </Modal>
  );
}
