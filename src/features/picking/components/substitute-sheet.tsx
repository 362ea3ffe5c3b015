/**
 * "Sustituir": another product of the line's category, its quantity (or weight) and the customer's approval.
 * Loaded on demand (its own chunk): most lines are never substituted. Searches the preloaded candidates, and online
 * the whole catalogue too (use-server-substitutes.ts): a product created after the order was opened can be scanned.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Loader, Modal, ScrollArea, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMinus, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { pickedLineAmounts } from '../../../../contract/picking-math';
import { PICK_QUANTITY_MAX, SUBSTITUTE_APPROVALS, type SubstituteApproval } from '../../../../contract/picking-constants';
import type { PickingLine, PickingProduct } from '../../../../contract/schemas/picking';
import { TABULAR, useFormat } from '../../../lib/format';
import { rememberCandidate } from '../api/find-products';
import { APPROVAL_LABELS } from '../lib/labels';
import { comparableOrdered, UNIT, type LineTarget } from '../lib/line-change';
import { weightText } from '../lib/parse-weight';
import { useQuantityCheck } from '../lib/quantity-check';
import { hasCode, normalizeCode } from '../lib/scan-match';
import { useServerSubstitutes, type ServerSearchStatus } from '../lib/use-server-substitutes';
import { SubstituteOption } from './substitute-option';
import { WeightField } from './weight-field';

/** Enough to choose from on a phone; the search narrows the rest. */
const SHOWN_MAX = 60;

export interface SubstituteSheetProps {
  orderId: number;
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

export function SubstituteSheet({ orderId, line, candidates, currency, onSave, onClose }: SubstituteSheetProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const f = useFormat();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const { checkWeightText, checkQuantity } = useQuantityCheck();
  const current = line.pickState === 'substituted' ? line.substitute : null;
  const categoryName = line.categoryName ?? '';
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
  const scanned = normalizeCode(query);
  const localCodeMatch = scanned !== '' && found.some((product) => hasCode(product.barcodes, scanned));
  // The server gets the text as typed (a code or SKU may have capitals); it matches names case-insensitively.
  const server = useServerSubstitutes(orderId, line, query.trim(), found, localCodeMatch);
  // Enter before the server answered: choose its single choosable match (a scanned code) when it comes.
  const [enterFor, setEnterFor] = useState<string | null>(null);

  const choose = (product: PickingProduct) => {
    setChosen(product);
    setUnits(initialUnits(line, product));
    setWeight('');
  };
  // The one product the scanned code names, else the one result.
  const byCode = server.sameCategory.filter((product) => server.codeMatchIds.has(product.id));
  const single = byCode.length === 1 ? byCode[0] : server.sameCategory.length === 1 ? server.sameCategory[0] : undefined;
  useEffect(() => {
    if (enterFor === null || enterFor !== needle || server.status === 'searching') return;
    setEnterFor(null);
    if (single) choose(single);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the answer for that Enter is in
  }, [enterFor, needle, server.status, single]);

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
    // Not preloaded: the outbox's optimistic view must know the product until the server's line comes back.
    if (!candidates.some((product) => product.id === chosen.id)) rememberCandidate(queryClient, orderId, chosen);
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
              else if (found.length === 0 && needle !== '') {
                server.askNow();
                setEnterFor(needle);
              }
            }
          }}
          size="lg"
          autoComplete="off"
          data-autofocus
        />
        <ScrollArea.Autosize mah={phone ? '40dvh' : 320} type="auto">
          <Stack gap={6} role="radiogroup" aria-label={t`Productos de la misma categoría`}>
            {found.length === 0 && server.sameCategory.length === 0 && server.status !== 'searching' && (
              <Text size="sm" c="dimmed">
                {sameCategory.length === 0 && needle === '' ? t`No hay otros productos de esta categoría para sustituir.` : t`Ningún producto coincide con la búsqueda.`}
              </Text>
            )}
            {[...found.slice(0, SHOWN_MAX), ...server.sameCategory].map((product) => (
              <SubstituteOption key={product.id} product={product} currency={currency} selected={chosen?.id === product.id} onChoose={choose} />
            ))}
            {found.length > SHOWN_MAX && <Text size="xs" c="dimmed">{t`Y ${found.length - SHOWN_MAX} más: afina la búsqueda.`}</Text>}
          </Stack>
          {server.otherCategories.length > 0 && (
            <Stack gap={6} mt="sm" role="group" aria-labelledby="substitute-other-categories">
              <Text size="sm" fw={600} id="substitute-other-categories"><Trans>Otras categorías</Trans></Text>
              {server.otherCategories.map((product) => (
                <SubstituteOption
                  key={product.id}
                  product={product}
                  currency={currency}
                  selected={false}
                  onChoose={choose}
                  refusal={t`De otra categoría: solo un producto de «${categoryName}» puede sustituir esta línea.`}
                />
              ))}
            </Stack>
          )}
          <ServerSearchNote status={server.status} />
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

/** What the catalogue search is doing, said plainly (offline only the preloaded products can be searched). */
function ServerSearchNote({ status }: { status: ServerSearchStatus }) {
  const { t } = useLingui();
  if (status === 'searching') {
    return (
      <Group gap="xs" mt="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">{t`Buscando en el catálogo…`}</Text>
      </Group>
    );
  }
  if (status === 'offline') {
    return <Text size="sm" c="dimmed" mt="xs" role="status">{t`Sin conexión: solo se pueden buscar los productos guardados en este dispositivo. Con conexión se busca en todo el catálogo.`}</Text>;
  }
  if (status === 'error') return <Text size="sm" c="red" mt="xs" role="status">{t`No se pudo buscar en el catálogo. Inténtalo de nuevo.`}</Text>;
  return null;
}
