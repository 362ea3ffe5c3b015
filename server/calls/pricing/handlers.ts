/**
 * `/Customer/ConsultarProductosCarritoLite` (spec §3, §7; issue 18 §3; docs/pricing.md): a customer's cart priced at
 * one store on one day. The store must be the caller's company's (SA: every company's, named by the store); the pricing itself
 * is `priceCart`, the function placing an order uses too. It changes nothing.
 */
import { notFound } from '../../errors/call-error';
import { resolveStore } from '../../organisation/resolve-store';
import { priceCart } from '../../selling/price-cart';
import { sessionUser, type Handler } from '../types';

export const pricingHandler: Handler<'/Customer/ConsultarProductosCarritoLite'> = async (input, ctx) => {
  const now = ctx.now();
  // The header's store, when sent, must be the store priced (`tiendaId`); a named warehouse must be the caller's company's.
  if (input.storeId !== undefined && input.storeId !== input.tiendaId) throw notFound('La tienda');
  const access = await resolveStore(ctx.db, sessionUser(ctx), { empresaId: input.empresaId, storeId: input.tiendaId, warehouseId: input.warehouseId }, now);
  const priced = await priceCart(
    ctx.db,
    {
      companyId: access.companyId,
      customerId: input.idCliente,
      storeId: access.storeId,
      lines: input.productos,
      freeShipping: input.esEnvioGratis,
      day: input.fechaEntrega,
      fulfilment: input.entrega,
      zoneId: input.zonaId,
      promoCode: input.codigoPromo,
      bin: input.bin,
    },
    now,
  );
  return { data: priced.data };
};
