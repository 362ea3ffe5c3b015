import type { RoleCode } from './roles';

/**
 * Screen permission ids. The first block is exactly the ids spec §6 names;
 * the second are screens only SA ("everything") reaches.
 */
export const SCREENS = [
  'dashboard',
  'ordenes',
  'orden-detalle',
  'kanban',
  'usuarios',
  'cargar-productos',
  'mi-menu',
  'store',
  'checker-store-edit',
  'reportes',
  'test',
  'tienda',
  'clientes',
  'easycreditos',
  'contenido',
  'picking',
  'sampling',
  'subscription',
  'picking-orden-detalle',
  'ECommerceCheckout',
  'tienda-cliente',
  // SA only
  'categorias',
  'marcas',
  'call-center',
  'novedades',
  'bodegas',
  'market',
  'promocodes',
  'promotarjetas',
  'bines',
  'notificaciones',
  'invasivo',
  'cache',
  'iva-feriado',
] as const;
export type Screen = (typeof SCREENS)[number];

/** Spec §6 "Allowed screens by role", verbatim but for CC's call center (issue 18). SA: everything. */
export const ROLE_SCREENS: Record<RoleCode, readonly Screen[]> = {
  SA: SCREENS,
  AD: ['dashboard', 'ordenes', 'orden-detalle', 'kanban', 'usuarios', 'cargar-productos', 'mi-menu', 'store', 'checker-store-edit', 'reportes', 'test'],
  CA: ['kanban', 'ordenes', 'mi-menu', 'cargar-productos', 'orden-detalle', 'store', 'checker-store-edit', 'test'],
  // Issue 18 §4 gives the call-center agents their screen (spec §6 lists it under SA's "everything" only; ADR 011).
  CC: ['ordenes', 'mi-menu', 'cargar-productos', 'orden-detalle', 'store', 'tienda', 'clientes', 'call-center'],
  GE: ['dashboard', 'ordenes', 'orden-detalle', 'kanban', 'mi-menu', 'cargar-productos', 'usuarios', 'store', 'checker-store-edit', 'reportes'],
  SG: ['dashboard', 'ordenes', 'orden-detalle', 'kanban', 'mi-menu', 'cargar-productos', 'usuarios', 'store', 'checker-store-edit', 'reportes'],
  SU: ['dashboard', 'ordenes', 'easycreditos', 'cargar-productos', 'mi-menu', 'contenido', 'picking', 'sampling', 'usuarios', 'reportes', 'subscription', 'orden-detalle', 'picking-orden-detalle', 'ECommerceCheckout'],
  DE: ['kanban'],
  C: [],
  PS: ['clientes', 'tienda', 'ordenes', 'tienda-cliente', 'ECommerceCheckout', 'orden-detalle'],
  PK: ['ordenes', 'orden-detalle', 'picking', 'picking-orden-detalle'],
};

/** The screens that sell (issue 18): the pricing call, the shop's catalogue, slots and placing an order serve them. */
export const SELLING_SCREENS = ['tienda', 'tienda-cliente', 'ECommerceCheckout', 'call-center'] as const satisfies readonly Screen[];

/** A route's screen, or several screens, each of which opens it (a customer's page: 'clientes' or 'easycreditos'). */
export type RouteScreens = Screen | readonly Screen[];

/** Whether the role may see the screen (or, given several, at least one of them). */
export function canSee(role: string, screen: RouteScreens): boolean {
  const screens = (ROLE_SCREENS as Record<string, readonly Screen[] | undefined>)[role];
  if (screens === undefined) return false;
  return typeof screen === 'string' ? screens.includes(screen) : screen.some((one) => screens.includes(one));
}

/**
 * Every route of spec §2 that needs a session, with the screen that rules it (or several screens, each of which opens it).
 * Patterns use TanStack's `$param` syntax so the client can match them directly.
 */
export const ROUTE_SCREENS = {
  '/': 'dashboard',
  '/ordenes': 'ordenes',
  '/orden/$id': 'orden-detalle',
  '/ordenes-kanban': 'kanban',
  '/store': 'store',
  '/store/editar/$id': 'store',
  '/store/cajero/editar/$id': 'checker-store-edit',
  '/store/crear': 'store',
  '/mi-menu': 'mi-menu',
  '/cargar-productos': 'cargar-productos',
  '/home': 'contenido',
  '/menu': 'categorias',
  '/categorias': 'categorias',
  '/store-categories': 'categorias',
  '/picking': 'picking',
  '/picking/orden/$id': 'picking-orden-detalle',
  '/sampling': 'sampling',
  '/sampling/productos': 'sampling',
  '/marcas': 'marcas',
  '/call-center': 'call-center',
  '/novedades-informativas': 'novedades',
  '/usuarios': 'usuarios',
  '/reportes': 'reportes',
  '/clientes': 'clientes',
  // SU reads a customer's page (read-only) for the store credit balance it grants on /easycreditos (issue 17 §5).
  '/cliente/$id': ['clientes', 'easycreditos'],
  '/easycreditos': 'easycreditos',
  '/bodegas': 'bodegas',
  '/bodega/nueva': 'bodegas',
  '/bodega/$id': 'bodegas',
  '/market/productos': 'market',
  '/market/producto/$id': 'market',
  '/market/producto/productos-compuestos': 'market',
  '/market/producto/ordenar': 'market',
  '/market/actualizacion': 'market',
  '/promocodes': 'promocodes',
  '/promocode/$id': 'promocodes',
  '/promotarjetas': 'promotarjetas',
  '/promotarjeta/$id': 'promotarjetas',
  '/bines': 'bines',
  '/notificaciones': 'notificaciones',
  '/invasivo': 'invasivo',
  '/cache': 'cache',
  '/iva-feriado': 'iva-feriado',
  '/tienda': 'tienda',
  '/tienda-cliente': 'tienda-cliente',
  '/apps-e-commerce-checkout': 'ECommerceCheckout',
  '/subscriptions/plans': 'subscription',
  '/subscriptions/options': 'subscription',
  '/subscriptions/offers': 'subscription',
  '/subscriptions/appplications': 'subscription',
  '/subscriptions/products': 'subscription',
} as const satisfies Record<string, RouteScreens>;
export type SessionRoute = keyof typeof ROUTE_SCREENS;

/** Public full-layout screens (spec §2 plus the pages useless behind a login). */
export const PUBLIC_ROUTES = ['/login', '/register', '/forgot-password', '/usuario/recuperar-password', '/error-404', '/not-authorized'] as const;
export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

/** The first screen a role lands on after login: the first allowed route in this order. */
export const LANDING_ORDER: readonly SessionRoute[] = ['/', '/ordenes-kanban', '/picking', '/ordenes', '/tienda', '/clientes', '/mi-menu'];

export function landingRoute(role: string): SessionRoute | '/not-authorized' {
  for (const route of LANDING_ORDER) {
    if (canSee(role, ROUTE_SCREENS[route])) return route;
  }
  return '/not-authorized';
}
