/**
 * Adding products while on the phone: type a name, SKU or barcode, move with the arrows, Enter adds the highlighted
 * product with the quantity in the quantity field (then the search is cleared for the next one).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, NumberInput, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBarcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ShopProduct } from '../../../../contract/schemas/shop';
import { cartProductOf } from '../../../lib/cart/cart-product';
import type { CartApi } from '../../../lib/cart/cart-store';
import { TABULAR, useFormat } from '../../../lib/format';
import { listKeyAction } from '../../../lib/selling/list-keys';
import type { CompanyScope } from '../../../lib/selling/selling-queries';
import { productSearchQuery } from '../api/product-search-query';
import { quantityAfterAdding } from '../lib/add-quantity';

export function ProductSearch({ scope, storeId, day, cart, currency }: { scope: CompanyScope; storeId: number; day: string | null; cart: CartApi; currency: string }) {
  const { t } = useLingui();
  const f = useFormat();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 150);
  const [highlight, setHighlight] = useState(-1);
  const [quantity, setQuantity] = useState<number>(1);
  const [added, setAdded] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const listId = useId();
  const matches = useQuery(productSearchQuery(scope, storeId, q, day));
  const rows = q.length >= 1 && text.trim() === q ? (matches.data?.rows ?? []) : [];

  const add = (product: ShopProduct) => {
    const name = product.nombre;
    if (product.noDisponible !== null) {
      setAdded(t`${name} no se puede agregar: está agotado o esta tienda no lo ofrece.`);
      return;
    }
    const current = cart.cart.productos.find((line) => line.id === product.id)?.qty ?? 0;
    cart.add(cartProductOf(product));
    if (quantity !== 1) cart.setQty(product.id, quantityAfterAdding(current, quantity, product.stock));
    setAdded(t`${name} agregado al carrito.`);
    setText('');
    setHighlight(-1);
    setQuantity(1);
    search.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = listKeyAction(event.key, highlight, rows.length);
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'move') setHighlight(action.index);
    else if (action.kind === 'clear') {
      setText('');
      setHighlight(-1);
    } else add(rows[action.index]!);
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          ref={search}
          style={{ flex: 1 }}
          label={t`Buscar producto`}
          placeholder={t`Nombre, SKU o código de barras`}
          leftSection={<IconBarcode size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setHighlight(-1);
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded={rows.length > 0}
          aria-controls={listId}
          aria-activedescendant={highlight >= 0 ? `${listId}-${highlight}` : undefined}
          autoComplete="off"
        />
        <NumberInput
          label={t`Cantidad`}
          w={96}
          value={quantity}
          onChange={(next) => setQuantity(typeof next === 'number' && next > 0 ? next : 1)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && rows.length > 0) {
              event.preventDefault();
              add(rows[highlight >= 0 ? highlight : 0]!);
            }
          }}
          min={0.001}
          max={9999}
          decimalScale={3}
          allowNegative={false}
        />
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite" data-testid="product-added">
        {added}
      </Text>
      <Stack gap={2} id={listId} role="listbox" aria-label={t`Productos encontrados`}>
        {rows.map((product, index) => (
          <UnstyledButton
            key={product.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === highlight}
            aria-disabled={product.noDisponible !== null}
            onClick={() => add(product)}
            data-testid="product-match"
            p="xs"
            style={{ borderRadius: 'var(--mantine-radius-sm)', background: index === highlight ? 'var(--mantine-color-blue-light)' : undefined, opacity: product.noDisponible ? 0.6 : 1 }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {product.nombre}
                </Text>
                <Text size="xs" c="dimmed">
                  {product.sku}
                  {product.brandName ? ` · ${product.brandName}` : ''}
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end">
                <Text size="sm" style={TABULAR}>
                  {f.money(product.precioiva, currency)}
                </Text>
                {product.noDisponible === null ? (
                  <Text size="xs" c="dimmed" style={TABULAR}>
                    <Trans>Stock: {f.quantity(Math.round(product.stock * 1000), product.tipo === 'kg')}</Trans>
                  </Text>
                ) : (
                  <Badge size="xs" color="gray" variant="light">
                    {product.noDisponible === 'not_offered' ? <Trans>No disponible en esta tienda</Trans> : <Trans>Agotado</Trans>}
                  </Badge>
                )}
              </Stack>
            </Group>
          </UnstyledButton>
        ))}
        {q.length >= 1 && matches.isSuccess && rows.length === 0 && text.trim() === q ? (
          <Text size="sm" c="dimmed">
            <Trans>Ningún producto coincide.</Trans>
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
