/** The refusals of the category calls in the user's language (`detalle.reason` and its counts), else the usual message. */
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';

const PLAIN = {
  cycle: msg`Una categoría no puede quedar dentro de sí misma ni de una de sus subcategorías.`,
  same_category: msg`Elige otra categoría para los productos.`,
  list_changed: msg`La lista de categorías cambió mientras la ordenabas. Recarga e inténtalo de nuevo.`,
  name_required: msg`Escribe el nombre de la categoría.`,
} as const;

export function useCategoryErrorMessage(): (error: unknown) => string {
  const { i18n } = useLingui();
  const describe = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return describe(error);
      const detalle = error.detalle ?? {};
      const reason = detalle['reason'];
      const products = Number(detalle['products'] ?? 0);
      const children = Number(detalle['children'] ?? 0);
      const menuItems = Number(detalle['menuItems'] ?? 0);
      const name = String(detalle['name'] ?? '');
      switch (reason) {
        case 'has_products':
          return i18n._(msg`${plural(products, { one: 'Tiene # producto: elige a qué categoría moverlo antes de eliminarla.', other: 'Tiene # productos: elige a qué categoría moverlos antes de eliminarla.' })}`);
        case 'has_children':
          return i18n._(msg`${plural(children, { one: 'Tiene # subcategoría: muévela o elimínala antes.', other: 'Tiene # subcategorías: muévelas o elimínalas antes.' })}`);
        case 'in_menu':
          return i18n._(msg`${plural(menuItems, { one: 'El menú de la tienda enlaza a esta categoría (# elemento): cámbialo antes.', other: 'El menú de la tienda enlaza a esta categoría (# elementos): cámbialos antes.' })}`);
        case 'duplicate_name':
          return i18n._(msg`Ya hay una categoría «${name}» en el mismo nivel.`);
        case 'cycle':
        case 'same_category':
        case 'list_changed':
        case 'name_required':
          return i18n._(PLAIN[reason]);
        default:
          return describe(error);
      }
    },
    [describe, i18n],
  );
}
