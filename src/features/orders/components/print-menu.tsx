import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { OrderDetail } from '../../../../contract/schemas/orders';
import type { PrintView } from './order-print';

// The print views and their QR library load only when someone prints.
const OrderPrint = lazy(() => import('./order-print').then((module) => ({ default: module.OrderPrint })));

/** "Imprimir": the packing slip (pick list) or the bag labels (issue 21). */
export function PrintMenu({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const [printing, setPrinting] = useState<{ view: PrintView; request: number } | null>(null);
  const print = (view: PrintView) => setPrinting((current) => ({ view, request: (current?.request ?? 0) + 1 }));
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconPrinter size={16} />}><Trans>Imprimir</Trans></Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => print('slip')}>{t`Hoja de picking`}</Menu.Item>
          <Menu.Item onClick={() => print('labels')}>{t`Etiquetas de bolsas`}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {printing ? (
        <Suspense fallback={null}>
          <OrderPrint key={printing.request} order={order} view={printing.view} />
        </Suspense>
      ) : null}
    </>
  );
}
