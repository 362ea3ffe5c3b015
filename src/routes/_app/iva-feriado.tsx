import { createFileRoute } from '@tanstack/react-router';
import { TaxHolidaysPage } from '../../features/tax/components/tax-holidays-page';

export const Route = createFileRoute('/_app/iva-feriado')({
  staticData: { screen: 'iva-feriado' },
  component: TaxHolidaysPage,
});
