/**
 * A product's images on its page: upload one or several (checked for type and size before sending, with progress),
 * reorder by drag (mouse, touch, or hello-pangea's keyboard dragging) or the row buttons, delete with a confirmation.
 * The first image is the main one (lists and picking show it). Reads and writes /Product/Images, /Product/SetImages
 * and the REST upload route.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductImage, ProductImagesData } from '../../../../contract/schemas/product-images';
import { MAX_PRODUCT_IMAGES } from '../../../../contract/file-routes';
import { productImagesQuery, useSetImages, useUploadImages } from '../api/product-images-queries';
import { useUploadErrorMessage } from '../lib/upload-messages';
import { ImageDropzone } from './image-dropzone';
import { ImageList } from './image-list';
import { DeleteImageDialog } from './delete-image-dialog';
import { UploadProgressList } from './upload-progress-list';

export interface ProductImagesFieldProps {
  productId: number;
  /**
   * Told after every change that moved products.version (one call per version step), so a product form on the same
   * page keeps its base version in step.
   */
  onChanged?: (change: { version: number; imageUrl: string | null }) => void;
}

export function ProductImagesField({ productId, onChanged }: ProductImagesFieldProps) {
  const { t } = useLingui();
  const describe = useUploadErrorMessage();
  const query = useQuery(productImagesQuery(productId));
  const setImages = useSetImages(productId, (data: ProductImagesData) => onChanged?.({ version: data.version, imageUrl: data.imageUrl }));
  const upload = useUploadImages(productId, onChanged);
  const [deleting, setDeleting] = useState<ProductImage | null>(null);

  const save = (images: ProductImage[]) => {
    const data = query.data;
    if (!data) return;
    setImages.mutate(
      { imageIds: images.map((image) => image.id), baseVersion: data.version },
      { onError: (error) => notifications.show({ color: 'red', title: t`No se pudieron guardar las imágenes`, message: describe(error), autoClose: 5000 }) },
    );
  };
  const move = (from: number, to: number) => {
    const images = query.data?.images ?? [];
    const image = images[from];
    if (!image || to < 0 || to >= images.length || to === from) return;
    const next = images.filter((_, index) => index !== from);
    next.splice(to, 0, image);
    save(next);
  };

  const count = query.data?.images.length ?? 0;
  return (
    <Stack gap="sm" data-testid="product-images">
      {/* No heading of its own: the page's section around it names it. */}
      <Text size="sm" c="dimmed">
        <Trans>La primera es la principal (la que ven las listas y el picking). Arrastra o usa las flechas para ordenar.</Trans>
      </Text>
      {query.isPending && <Loader size="sm" aria-label={t`Cargando imágenes`} />}
      {query.isError && (
        <Alert color="red" title={t`No se pudieron cargar las imágenes`}>
          {describe(query.error)}
        </Alert>
      )}
      {query.data && query.data.images.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>Este producto aún no tiene imágenes.</Trans>
        </Text>
      )}
      {query.data && query.data.images.length > 0 && (
        <ImageList images={query.data.images} disabled={setImages.isPending} onMove={move} onDelete={setDeleting} />
      )}
      {count >= MAX_PRODUCT_IMAGES ? (
        <Badge variant="light" color="gray">
          <Trans>Máximo de {MAX_PRODUCT_IMAGES} imágenes alcanzado</Trans>
        </Badge>
      ) : (
        <ImageDropzone maxBytes={upload.maxBytes} busy={upload.busy} onFiles={(files) => void upload.start(files.slice(0, MAX_PRODUCT_IMAGES - count))} />
      )}
      <UploadProgressList uploads={upload.uploads} onDismiss={upload.dismiss} onCancel={upload.cancel} describe={describe} />
      <DeleteImageDialog
        image={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(image) => {
          setDeleting(null);
          save((query.data?.images ?? []).filter((other) => other.id !== image.id));
        }}
      />
    </Stack>
  );
}
