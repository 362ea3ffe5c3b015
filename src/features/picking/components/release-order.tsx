/**
 * "Liberar orden": the picker gives the order back, saying why (ADR 008); it returns to Confirmada for another picker.
 * Sent at once and only online with nothing of this order still waiting in the outbox: a release queued behind line
 * changes would turn them into conflicts.
 */
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const ReleaseDialog = lazy(() => import('./release-dialog').then((module) => ({ default: module.ReleaseDialog })));

interface ReleaseOrderProps {
  orderId: number;
  number: string;
  version: number;
  /** Offline, or changes of this order still waiting to be sent. */
  blocked: boolean;
}

export function ReleaseOrder({ orderId, number, version, blocked }: ReleaseOrderProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" h={48} leftSection={<IconArrowBackUp size={18} aria-hidden />} onClick={() => setOpen(true)} disabled={blocked} w="fit-content">
        <Trans>Liberar orden</Trans>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReleaseDialog orderId={orderId} number={number} version={version} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
