/**
 * One stock adjustment of a product at this warehouse: received (adds), damaged (takes away, never more than there
 * is) or counted (the stock is now this). The refusal shows next to the quantity and nothing changes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { STOCK_NOTE_MAX, type StockReason, type StockRow } from '../../../../contract/schemas/warehouses';
import { useFormat } from '../../../lib/format';
import { useAdjustStock, type CompanyScope } from '../api/warehouse-queries';
import { useWarehouseErrorMessage, useWarehouseFieldErrors } from '../lib/warehouse-errors';

interface Props {
  scope: CompanyScope;
  warehouseId: number;
  product: StockRow;
  onClose: () => void;
}

export function StockAdjustModal({ scope, warehouseId, product, onClose }: Props) {
  const { t } = useLingui();
  const f = useFormat();
  const weighted = product.saleUnit === 'kg';
  const quantity = useCallback((milli: number) => f.quantity(milli, weighted) + (weighted ? ' kg' : ''), [f, weighted]);
  const fieldErrors = useWarehouseFieldErrors(quantity);
  const describe = useWarehouseErrorMessage(quantity);
  const adjust = useAdjustStock(scope, warehouseId);
  const [reason, setReason] = useState<StockReason>('received');
  const [amount, setAmount] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One id per attempt with these values: a retry after a lost answer is applied once.
  const attempt = useRef<{ key: string; id: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typeof amount === 'number' ? amount : Number(String(amount).replace(',', '.'));
    if (amount === '' || !Number.isFinite(value) || value < 0) {
      setErrors({ quantityMilli: t`Indica una cantidad.` });
      return;
    }
    const quantityMilli = Math.round(value * 1000);
    const key = `${reason}|${quantityMilli}|${note.trim()}`;
    if (attempt.current?.key !== key) attempt.current = { key, id: crypto.randomUUID() };
    adjust.mutate(
      { input: { productId: product.productId, reason, quantityMilli, ...(note.trim() ? { note: note.trim() } : {}) }, mutationId: attempt.current.id },
      {
        onSuccess: (data) => {
          notifications.show({ color: 'green', message: t`Stock de ${product.name}: ${quantity(data.quantityMilli)}.`, autoClose: 3000 });
          onClose();
        },
        onError: (error) => {
          attempt.current = null;
          const fields = fieldErrors(error);
          // A refusal not about one field (offline, a lost session) shows under the quantity too: the modal stays open.
          setErrors(Object.keys(fields).length > 0 ? fields : { quantityMilli: describe(error) });
        },
      },
    );
  };

  const label = reason === 'received' ? t`Cantidad recibida` : reason === 'damaged' ? t`Cantidad dañada` : t`Stock contado`;
  return (
    <Modal opened onClose={onClose} title={t`Ajustar stock`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              {product.name} · stock actual: <strong>{quantity(product.quantityMilli)}</strong>
            </Trans>
          </Text>
          <SegmentedControl
            aria-label={t`Motivo`}
            value={reason}
            onChange={(value) => {
              setReason(value as StockReason);
              setErrors({});
            }}
            data={[
              { value: 'received', label: t`Recibido` },
              { value: 'damaged', label: t`Dañado` },
              { value: 'counted', label: t`Conteo` },
            ]}
          />
          <NumberInput
            label={label}
            description={reason === 'counted' ? t`Lo que hay ahora en la bodega.` : reason === 'damaged' ? t`Se resta del stock.` : t`Se suma al stock.`}
            min={0}
            decimalScale={weighted ? 3 : 0}
            allowDecimal={weighted}
            suffix={weighted ? ' kg' : undefined}
            value={amount}
            onChange={setAmount}
            error={errors['quantityMilli']}
            data-autofocus
          />
          <Textarea label={t`Nota`} placeholder={t`Factura, lote, motivo…`} maxLength={STOCK_NOTE_MAX} autosize minRows={2} value={note} onChange={(event) => setNote(event.currentTarget.value)} error={errors['note']} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={adjust.isPending}>
              <Trans>Guardar ajuste</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
