import { createFileRoute } from '@tanstack/react-router';
import { NewWarehousePage } from '../../../features/warehouses/components/warehouse-page';

export const Route = createFileRoute('/_app/bodega/nueva')({
  staticData: { screen: 'bodegas' },
  component: NewWarehousePage,
});
