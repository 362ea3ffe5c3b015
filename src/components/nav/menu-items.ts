import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconAdjustments,
  IconApps,
  IconArrowsSort,
  IconBarcode,
  IconBasket,
  IconBell,
  IconBox,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCards,
  IconCash,
  IconCategory,
  IconCategory2,
  IconChartBar,
  IconChecklist,
  IconClipboardList,
  IconCreditCard,
  IconDatabase,
  IconDiscount,
  IconFileUpload,
  IconFlask,
  IconGift,
  IconHeadset,
  IconHome,
  IconLayoutGrid,
  IconLayoutKanban,
  IconListDetails,
  IconNews,
  IconPackage,
  IconPackages,
  IconReceiptTax,
  IconRefresh,
  IconShoppingBag,
  IconShoppingCart,
  IconSpeakerphone,
  IconStack2,
  IconTags,
  IconToolsKitchen,
  IconUserCircle,
  IconUsers,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { canSee, type Screen, type SessionRoute } from '../../../contract/screens';

/** Menu entries open list screens, never a route that needs an id. */
export type MenuRoute = Exclude<SessionRoute, `${string}$${string}`>;

/** A menu entry: a Spanish label (Lingui), an icon, where it goes and the screen permission that shows it. */
export interface MenuItem {
  /** Unique key (several items may share a route, e.g. "Órdenes" and "Mis órdenes"). */
  id: string;
  label: MessageDescriptor;
  icon: Icon;
  to: MenuRoute;
  /** Only "Mis órdenes" has one. */
  search?: { mine: 1 };
  screen: Screen;
}

export interface MenuGroup {
  id: string;
  label: MessageDescriptor;
  icon: Icon;
  items: readonly MenuItem[];
}

/** "Inicio", above the groups. */
export const HOME_ITEM: MenuItem = { id: 'inicio', label: msg`Inicio`, icon: IconHome, to: '/', screen: 'dashboard' };

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    id: 'ordenes',
    label: msg`Órdenes`,
    icon: IconClipboardList,
    items: [
      { id: 'ordenes', label: msg`Órdenes`, icon: IconListDetails, to: '/ordenes', screen: 'ordenes' },
      { id: 'mis-ordenes', label: msg`Mis órdenes`, icon: IconChecklist, to: '/ordenes', search: { mine: 1 }, screen: 'ordenes' },
      { id: 'kanban', label: msg`Kanban de órdenes`, icon: IconLayoutKanban, to: '/ordenes-kanban', screen: 'kanban' },
    ],
  },
  {
    id: 'tienda',
    label: msg({ message: 'Tienda', context: 'grupo del menú' }),
    icon: IconBuildingStore,
    items: [
      { id: 'store', label: msg`Tiendas`, icon: IconBuildingStore, to: '/store', screen: 'store' },
      { id: 'mi-menu', label: msg`Mi menú`, icon: IconToolsKitchen, to: '/mi-menu', screen: 'mi-menu' },
      { id: 'cargar-productos', label: msg`Cargar productos`, icon: IconFileUpload, to: '/cargar-productos', screen: 'cargar-productos' },
      { id: 'contenido', label: msg`Contenido`, icon: IconLayoutGrid, to: '/home', screen: 'contenido' },
      { id: 'menu', label: msg`Menú`, icon: IconCategory2, to: '/menu', screen: 'categorias' },
      { id: 'categorias', label: msg`Categorías`, icon: IconCategory, to: '/categorias', screen: 'categorias' },
      { id: 'store-categories', label: msg`Categorías de tienda`, icon: IconCategory, to: '/store-categories', screen: 'categorias' },
      { id: 'marcas', label: msg`Marcas`, icon: IconTags, to: '/marcas', screen: 'marcas' },
    ],
  },
  {
    id: 'operacion',
    label: msg`Operación`,
    icon: IconBasket,
    items: [
      { id: 'picking', label: msg`Picking`, icon: IconBasket, to: '/picking', screen: 'picking' },
      { id: 'sampling', label: msg`Sampling`, icon: IconFlask, to: '/sampling', screen: 'sampling' },
      { id: 'sampling-productos', label: msg`Productos de sampling`, icon: IconPackage, to: '/sampling/productos', screen: 'sampling' },
      { id: 'call-center', label: msg`Call center`, icon: IconHeadset, to: '/call-center', screen: 'call-center' },
      { id: 'bodegas', label: msg`Bodegas`, icon: IconBuildingWarehouse, to: '/bodegas', screen: 'bodegas' },
    ],
  },
  {
    id: 'market',
    label: msg`Market`,
    icon: IconShoppingBag,
    items: [
      { id: 'market-productos', label: msg`Productos`, icon: IconBox, to: '/market/productos', screen: 'market' },
      { id: 'market-compuestos', label: msg`Productos compuestos`, icon: IconPackages, to: '/market/producto/productos-compuestos', screen: 'market' },
      { id: 'market-ordenar', label: msg`Ordenar productos`, icon: IconArrowsSort, to: '/market/producto/ordenar', screen: 'market' },
      { id: 'market-actualizacion', label: msg`Actualización masiva`, icon: IconRefresh, to: '/market/actualizacion', screen: 'market' },
    ],
  },
  {
    id: 'clientes',
    label: msg({ message: 'Clientes', context: 'grupo del menú' }),
    icon: IconUsers,
    items: [
      { id: 'clientes', label: msg`Clientes`, icon: IconUserCircle, to: '/clientes', screen: 'clientes' },
      { id: 'easycreditos', label: msg`Easycréditos`, icon: IconWallet, to: '/easycreditos', screen: 'easycreditos' },
      { id: 'tienda-online', label: msg({ message: 'Tienda', context: 'tienda en línea' }), icon: IconShoppingCart, to: '/tienda', screen: 'tienda' },
      { id: 'tienda-cliente', label: msg`Tienda cliente`, icon: IconShoppingBag, to: '/tienda-cliente', screen: 'tienda-cliente' },
      { id: 'checkout', label: msg`Checkout`, icon: IconCash, to: '/apps-e-commerce-checkout', screen: 'ECommerceCheckout' },
    ],
  },
  {
    id: 'marketing',
    label: msg`Marketing`,
    icon: IconSpeakerphone,
    items: [
      { id: 'promocodes', label: msg`Promocodes`, icon: IconDiscount, to: '/promocodes', screen: 'promocodes' },
      { id: 'promotarjetas', label: msg`Promo tarjetas`, icon: IconCreditCard, to: '/promotarjetas', screen: 'promotarjetas' },
      { id: 'bines', label: msg`Bines`, icon: IconBarcode, to: '/bines', screen: 'bines' },
      { id: 'notificaciones', label: msg`Notificaciones push`, icon: IconBell, to: '/notificaciones', screen: 'notificaciones' },
      { id: 'invasivo', label: msg`Banner invasivo`, icon: IconSpeakerphone, to: '/invasivo', screen: 'invasivo' },
      { id: 'novedades', label: msg`Novedades informativas`, icon: IconNews, to: '/novedades-informativas', screen: 'novedades' },
    ],
  },
  {
    id: 'suscripciones',
    label: msg`Suscripciones`,
    icon: IconCards,
    items: [
      { id: 'sub-plans', label: msg`Planes`, icon: IconCards, to: '/subscriptions/plans', screen: 'subscription' },
      { id: 'sub-options', label: msg`Opciones`, icon: IconAdjustments, to: '/subscriptions/options', screen: 'subscription' },
      { id: 'sub-offers', label: msg`Ofertas`, icon: IconGift, to: '/subscriptions/offers', screen: 'subscription' },
      { id: 'sub-apps', label: msg`Aplicaciones`, icon: IconApps, to: '/subscriptions/appplications', screen: 'subscription' },
      {
        id: 'sub-products',
        label: msg({ message: 'Productos', context: 'suscripciones' }),
        icon: IconStack2,
        to: '/subscriptions/products',
        screen: 'subscription',
      },
    ],
  },
  {
    id: 'administracion',
    label: msg`Administración`,
    icon: IconChartBar,
    items: [
      { id: 'usuarios', label: msg`Usuarios`, icon: IconUsers, to: '/usuarios', screen: 'usuarios' },
      { id: 'reportes', label: msg`Reportes`, icon: IconChartBar, to: '/reportes', screen: 'reportes' },
      { id: 'cache', label: msg`Caché`, icon: IconDatabase, to: '/cache', screen: 'cache' },
      { id: 'iva-feriado', label: msg`IVA feriado`, icon: IconReceiptTax, to: '/iva-feriado', screen: 'iva-feriado' },
    ],
  },
];

export interface VisibleMenu {
  home: MenuItem | null;
  groups: MenuGroup[];
}

/** The menu a role sees: only items whose screen it may see; groups left empty disappear. */
export function visibleMenu(role: string | null | undefined): VisibleMenu {
  if (!role) return { home: null, groups: [] };
  const groups = MENU_GROUPS.map((group) => ({ ...group, items: group.items.filter((item) => canSee(role, item.screen)) })).filter(
    (group) => group.items.length > 0,
  );
  return { home: canSee(role, HOME_ITEM.screen) ? HOME_ITEM : null, groups };
}

/** Every item the role may open, flat (command palette). */
export function visibleItems(role: string | null | undefined): MenuItem[] {
  const menu = visibleMenu(role);
  return [...(menu.home ? [menu.home] : []), ...menu.groups.flatMap((group) => group.items)];
}

/** Whether an item is the page being shown: same path (or a page under it) and same menu search. */
export function isItemActive(item: MenuItem, pathname: string, search: Record<string, unknown>): boolean {
  const samePath = item.to === '/' ? pathname === '/' : pathname === item.to || pathname.startsWith(`${item.to}/`);
  if (!samePath) return false;
  const wantsMine = item.search?.mine !== undefined;
  const isMine = search.mine !== undefined && search.mine !== null && search.mine !== '';
  return item.to === '/ordenes' ? wantsMine === isMine : true;
}
