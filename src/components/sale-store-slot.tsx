/** The store a sale is placed at and its delivery (the call center, checkout): another store starts the delivery over. */
import { useLingui } from '@lingui/react/macro';
import { Select, type MantineSize } from '@mantine/core';
import type { CompanyScope } from '../lib/selling/selling-queries';
import type { SellingStores } from '../lib/selling/store-choice';
import { NO_DELIVERY_CHOICE, SlotChooser, type DeliveryChoice } from './slot-chooser';

interface SaleStoreSlotProps {
  scope: CompanyScope;
  stores: SellingStores;
  storeId: number | null;
  onStore: (storeId: number) => void;
  delivery: DeliveryChoice;
  onDelivery: (delivery: DeliveryChoice) => void;
  currency: string;
  size?: MantineSize;
  searchable?: boolean;
}

export function SaleStoreSlot({ scope, stores, storeId, onStore, delivery, onDelivery, currency, size, searchable }: SaleStoreSlotProps) {
  const { t } = useLingui();
  return (
    <>
      <Select
        label={t`Tienda de la orden`}
        value={storeId === null ? null : String(storeId)}
        onChange={(next) => {
          if (next === null) return;
          onStore(Number(next));
          onDelivery(NO_DELIVERY_CHOICE);
        }}
        data={stores.stores.map((store) => ({ value: String(store.id), label: store.name }))}
        allowDeselect={false}
        searchable={searchable}
        size={size}
      />
      {storeId === null ? null : <SlotChooser scope={scope} storeId={storeId} value={delivery} onChange={onDelivery} currency={currency} />}
    </>
  );
}
