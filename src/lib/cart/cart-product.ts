/** A shop catalogue row (`/Shop/Products`) as spec §3's cart product, for adding it to a cart. */
import type { CartProduct } from '../../../contract/schemas/pricing';
import type { ShopProduct } from '../../../contract/schemas/shop';

export function cartProductOf(product: ShopProduct): CartProduct {
  return {
    id: product.id,
    qty: 1,
    stock: product.stock,
    precioiva: product.precioiva,
    nombre: product.nombre,
    // Canasta's products have no provider token: the SKU stands for it (contract/schemas/pricing.ts).
    token: product.sku,
    sku: product.sku,
    tipo: product.tipo,
    precio: product.precio,
    imageUrl: product.imageUrl,
  };
}
