import { useMediaQuery } from '@mantine/hooks';

/** Cards per row: phones 2, tablets 3, desktops 4 (5 on wide screens). */
export function useCatalogueColumns(sidePanel: boolean): { phone: boolean; columns: number } {
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const wide = useMediaQuery('(min-width: 75em)') ?? true;
  const huge = useMediaQuery('(min-width: 100em)') ?? false;
  const columns = phone ? 2 : !wide ? (sidePanel ? 2 : 3) : huge ? (sidePanel ? 4 : 5) : sidePanel ? 3 : 4;
  return { phone, columns };
}
