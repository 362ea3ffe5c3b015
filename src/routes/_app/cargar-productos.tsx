import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { MassImageUpload } from '../../features/product-images/components/mass-image-upload';
import { ProductUploadPage } from '../../features/product-upload/components/product-upload-page';

export const Route = createFileRoute('/_app/cargar-productos')({
  staticData: { screen: 'cargar-productos' },
  component: RouteComponent,
});

/** The products spreadsheet, and under it the mass image upload (.zip). */
function RouteComponent() {
  return (
    <Stack gap="xl">
      <ProductUploadPage />
      <MassImageUpload />
    </Stack>
  );
}
