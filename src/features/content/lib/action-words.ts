/** An item's action and validity window in words, for the /home list. */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { UiItem } from '../../../../contract/schemas/content';
import { parseListAccionID, type UiItemAction } from '../../../../contract/ui-item-action';
import { useFormat } from '../../../lib/format';

/** The action select's labels. */
export function useActionLabels(): Record<UiItemAction, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      NINGUNA: t`Ninguna`,
      PRODUCTO: t`Abrir un producto`,
      CATEGORIA: t`Abrir una categoría`,
      CATEGORIA_OC: t`Abrir varias categorías`,
      URL: t`Abrir un enlace`,
    }),
    [t],
  );
}

/** Names known for ids (categories, products); an id without one shows as "#id". */
export type Names = ReadonlyMap<number, string>;

const name = (names: Names, raw: string | number) => names.get(Number(raw)) ?? `#${raw}`;

export function useDescribeAction(): (item: UiItem, categories: Names, products: Names) => string {
  const { t } = useLingui();
  return (item, categories, products) => {
    switch (item.accion) {
      case 'PRODUCTO':
        return t`Abre el producto «${name(products, item.accionID)}»`;
      case 'CATEGORIA':
        return t`Abre la categoría «${name(categories, item.accionID)}»`;
      case 'URL':
        return t`Abre ${item.accionID}`;
      case 'CATEGORIA_OC': {
        const ids = parseListAccionID(item.listAccionID);
        if (ids.length === 0) return t`Abre las categorías (ninguna elegida)`;
        const list = ids.map((id) => `«${name(categories, id)}»`).join(', ');
        return t`Abre las categorías ${list}`;
      }
      case 'NINGUNA':
        return t`Sin acción`;
    }
  };
}

export function useWindowWords(): (item: Pick<UiItem, 'desde' | 'hasta'>) => string {
  const { t } = useLingui();
  const format = useFormat();
  return ({ desde, hasta }) => {
    if (desde && hasta) return t`${format.dateTime(desde)} – ${format.dateTime(hasta)}`;
    if (desde) return t`Desde ${format.dateTime(desde)}`;
    if (hasta) return t`Hasta ${format.dateTime(hasta)}`;
    return t`Siempre`;
  };
}
