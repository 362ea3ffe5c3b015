import { createFileRoute } from '@tanstack/react-router';
import { GoToNotFound } from '../../../../components/pages/go-to-not-found';
import { ProductImagesField } from '../../../../features/product-images/components/product-images-field';
import { ProductFormPage } from '../../../../features/products/components/product-form-page';

/** `/market/producto/nuevo` is a new product; `/market/producto/<id>` an existing one. */
const toProductId = (raw: string): number | 'new' | null => (raw === 'nuevo' ? 'new' : /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

/** The product's images (their own feature), under the form of a saved product; each change moves the version. */
function imagesOf(productId: number, onVersion: (version: number) => void) {
  return <ProductImagesField productId={productId} onChanged={(change) => onVersion(change.version)} />;
}

export const Route = createFileRoute('/_app/market/producto/$id')({
  staticData: { screen: 'market' },
  component: RouteComponent,
});

function RouteComponent() {
  const id = toProductId(Route.useParams().id);
  if (id === null) return <GoToNotFound />;
  return <ProductFormPage productId={id === 'new' ? null : id} imagesSlot={imagesOf} />;
}
