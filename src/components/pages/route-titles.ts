import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SessionRoute } from '../../../contract/screens';

/**
 * Each signed-in route's title (Spanish source, Lingui). Kept out of the route files: the router's
 * code splitting moves route components into modules the Lingui macro plugin does not see.
 */
export const ROUTE_TITLES: Record<SessionRoute, MessageDescriptor> = {
  '/': msg`Inicio`,
  '/ordenes': msg`Órdenes`,
  '/orden/$id': msg`Detalle de la orden`,
  '/ordenes-kanban': msg`Kanban de órdenes`,
  '/store': msg`Tiendas`,
  '/store/editar/$id': msg`Editar tienda`,
  '/store/cajero/editar/$id': msg`Editar tienda (cajero)`,
  '/store/crear': msg`Crear tienda`,
  '/mi-menu': msg`Mi menú`,
  '/cargar-productos': msg`Cargar productos`,
  '/home': msg`Contenido`,
  '/menu': msg`Menú`,
  '/categorias': msg`Categorías`,
  '/store-categories': msg`Categorías de tienda`,
  '/picking': msg`Picking`,
  '/picking/orden/$id': msg`Picking de la orden`,
  '/sampling': msg`Sampling`,
  '/sampling/productos': msg`Productos de sampling`,
  '/marcas': msg`Marcas`,
  '/call-center': msg`Call center`,
  '/novedades-informativas': msg`Novedades informativas`,
  '/usuarios': msg`Usuarios`,
  '/reportes': msg`Reportes`,
  '/clientes': msg`Clientes`,
  '/cliente/$id': msg`Detalle del cliente`,
  '/easycreditos': msg`Easycréditos`,
  '/bodegas': msg`Bodegas`,
  '/bodega/nueva': msg`Nueva bodega`,
  '/bodega/$id': msg`Editar bodega`,
  '/market/productos': msg`Productos del market`,
  '/market/producto/$id': msg`Producto del market`,
  '/market/producto/productos-compuestos': msg`Productos compuestos`,
  '/market/producto/ordenar': msg`Ordenar productos`,
  '/market/actualizacion': msg`Actualización masiva`,
  '/promocodes': msg`Promocodes`,
  '/promocode/$id': msg`Editar promocode`,
  '/promotarjetas': msg`Promo tarjetas`,
  '/promotarjeta/$id': msg`Editar promo tarjeta`,
  '/bines': msg`Bines`,
  '/notificaciones': msg`Notificaciones push`,
  '/invasivo': msg`Banner invasivo`,
  '/cache': msg`Caché`,
  '/iva-feriado': msg`IVA feriado`,
  '/tienda': msg({ message: 'Tienda', context: 'tienda en línea' }),
  '/tienda-cliente': msg`Tienda cliente`,
  '/apps-e-commerce-checkout': msg`Checkout`,
  '/subscriptions/plans': msg`Planes de suscripción`,
  '/subscriptions/options': msg`Opciones de suscripción`,
  '/subscriptions/offers': msg`Ofertas de suscripción`,
  '/subscriptions/appplications': msg`Aplicaciones de suscripción`,
  '/subscriptions/products': msg`Productos de suscripción`,
};

/** "Mis órdenes" (/ordenes?mine=1). */
export const MY_ORDERS_TITLE = msg`Mis órdenes`;

/** Where "Volver" goes from a detail or form screen: its list. */
export const ROUTE_PARENTS: Partial<Record<SessionRoute, SessionRoute>> = {
  '/orden/$id': '/ordenes',
  '/store/editar/$id': '/store',
  '/store/cajero/editar/$id': '/store',
  '/store/crear': '/store',
  '/picking/orden/$id': '/picking',
  '/sampling/productos': '/sampling',
  '/cliente/$id': '/clientes',
  '/bodega/nueva': '/bodegas',
  '/bodega/$id': '/bodegas',
  '/market/producto/$id': '/market/productos',
  '/promocode/$id': '/promocodes',
  '/promotarjeta/$id': '/promotarjetas',
};
