import { useMutation, useQueryClient, queryOptions } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { FILE_ROUTES } from '../../../../contract/file-routes';
import type { ProductImagesData } from '../../../../contract/schemas/product-images';
import { callApi, isApiError } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';

/** Under ['products'], so a product save elsewhere (which invalidates ['products']) refreshes the images too. */
export const productImagesKeys = {
  detail: (productId: number) => ['products', 'images', productId] as const,
};

export function productImagesQuery(productId: number) {
  return queryOptions({
    queryKey: productImagesKeys.detail(productId),
    queryFn: ({ signal }) => callApi('/Product/Images', { productId }, { signal }),
    staleTime: 30_000,
  });
}

/** Reorders or deletes (the kept ids in order). A stale version shows the server's current images. */
export function useSetImages(productId: number, onChanged?: (data: ProductImagesData) => void) {
  const queryClient = useQueryClient();
  const key = productImagesKeys.detail(productId);
  return useMutation({
    mutationFn: (input: { imageIds: number[]; baseVersion: number }) => callApi('/Product/SetImages', { productId, ...input, mutationId: crypto.randomUUID() }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProductImagesData>(key);
      if (before) {
        const byId = new Map(before.images.map((image) => [image.id, image]));
        const images = input.imageIds.flatMap((id, position) => {
          const image = byId.get(id);
          return image ? [{ ...image, position }] : [];
        });
        queryClient.setQueryData<ProductImagesData>(key, { ...before, images, imageUrl: images[0]?.url ?? null });
      }
      return { before };
    },
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      onChanged?.(data);
    },
    onError: (error, _input, context) => {
      const current = isApiError(error) && error.codigo === 'STALE_VERSION' ? (error.detalle?.['current'] as ProductImagesData | undefined) : undefined;
      queryClient.setQueryData(key, current ?? context?.before);
    },
  });
}

export interface UploadState {
  /** Unique per upload, for React keys. */
  id: string;
  name: string;
  /** 0–1. */
  progress: number;
  error: unknown;
  done: boolean;
}

/**
 * Uploads images one after another (the server appends each; order = the order picked), with each file's progress.
 * Resolves after the last; the images query is then refreshed from the server.
 */
export function useUploadImages(productId: number, onChanged?: (change: { version: number; imageUrl: string | null }) => void) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const abortRef = useRef<AbortController | null>(null);
  const start = useCallback(
    async (files: File[]) => {
      const update = (id: string, change: Partial<UploadState>) => setUploads((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
      const batch = files.map((file) => ({ file, state: { id: crypto.randomUUID(), name: file.name, progress: 0, error: null, done: false } satisfies UploadState }));
      setUploads((list) => [...list.filter((item) => !item.done || item.error), ...batch.map((item) => item.state)]);
      const controller = new AbortController();
      abortRef.current = controller;
      for (const { file, state } of batch) {
        if (controller.signal.aborted) break;
        try {
          const uploaded = await uploadFile('productImage', file, { productId }, { signal: controller.signal, onProgress: (loaded, total) => update(state.id, { progress: total > 0 ? loaded / total : 0 }) });
          update(state.id, { progress: 1, done: true });
          // Each upload moves products.version by one: told one by one, so a form beside keeps in step.
          onChanged?.({ version: uploaded.version, imageUrl: uploaded.imageUrl });
        } catch (error) {
          // Cancelled by the user: not an error to show.
          const cancelled = error instanceof DOMException && error.name === 'AbortError';
          update(state.id, cancelled ? { done: true } : { error, done: true });
        }
      }
      await queryClient.fetchQuery({ ...productImagesQuery(productId), staleTime: 0 });
      // Finished files without errors leave the list; failures stay until dismissed.
      setUploads((list) => list.filter((item) => !(item.done && !item.error)));
    },
    [productId, queryClient, onChanged],
  );
  const dismiss = (id: string) => setUploads((list) => list.filter((item) => item.id !== id));
  const cancel = () => abortRef.current?.abort();
  return { uploads, start, dismiss, cancel, busy: uploads.some((item) => !item.done), maxBytes: FILE_ROUTES.productImage.maxBytes };
}
