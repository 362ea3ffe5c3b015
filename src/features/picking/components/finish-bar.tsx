/** The bottom bar, in thumb reach: undo the last change, and finish (with the reason while it cannot). */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconChecks } from '@tabler/icons-react';
import { memo, useRef } from 'react';
import { useLiftScrollToTop } from '../../../components/scroll-to-top';
import { focusableDisabled } from '../../../components/focusable-disabled';
import { useLastUndoName } from '../lib/undo-stack';
import classes from './picking.module.css';

interface FinishBarProps {
  pending: number;
  conflicts: number;
  /** This user's and order's undo stack: the undo button follows it itself, so a change the stack records renders only that button. */
  undoKey: string;
  onUndo: () => void;
  onFinish: () => void;
}

/** In thumb reach above the phone's home indicator. */
const STICKY = { bottom: 'calc(env(safe-area-inset-bottom, 0px) + 8px)', zIndex: 5 } as const;

// The buttons are memoized on what they show: a tap changes the count of lines left above them, rarely the buttons.
const UndoButton = memo(function UndoButton({ undoKey, onUndo }: { undoKey: string; onUndo: () => void }) {
  const { t } = useLingui();
  const undoName = useLastUndoName(undoKey);
  return (
    <Button
      h={52}
      flex="1 1 auto"
      variant="default"
      leftSection={<IconArrowBackUp size={20} aria-hidden className={classes.mirror} />}
      title={undoName ? t`Deshacer el último cambio (${undoName})` : undefined}
      // Its own tap may disable it (the last change undone): it keeps the focus.
      {...focusableDisabled(undoName === null, onUndo)}
    >
      <Trans>Deshacer último cambio</Trans>
    </Button>
  );
});

const FinishButton = memo(function FinishButton({ blocked, onFinish }: { blocked: boolean; onFinish: () => void }) {
  return (
    <Button h={52} flex="2 1 auto" color="green" leftSection={<IconChecks size={20} aria-hidden />} disabled={blocked} aria-describedby={blocked ? 'finish-reason' : undefined} onClick={onFinish}>
      <Trans>Terminar picking</Trans>
    </Button>
  );
});

export const FinishBar = memo(function FinishBar({ pending, conflicts, undoKey, onUndo, onFinish }: FinishBarProps) {
  const blocked = pending > 0 || conflicts > 0;
  const bar = useRef<HTMLDivElement>(null);
  useLiftScrollToTop(bar);
  return (
    <Paper ref={bar} withBorder radius="md" p="sm" shadow="md" pos="sticky" style={STICKY} data-testid="finish-bar">
      {blocked && (
        <Text size="sm" c="dimmed" mb={6} id="finish-reason">
          {pending > 0 ? (
            <Plural value={pending} one="Falta # línea por revisar." other="Faltan # líneas por revisar." />
          ) : (
            <Plural value={conflicts} one="Resuelve # cambio en conflicto antes de terminar." other="Resuelve # cambios en conflicto antes de terminar." />
          )}
        </Text>
      )}
      <Group gap="xs">
        <UndoButton undoKey={undoKey} onUndo={onUndo} />
        <FinishButton blocked={blocked} onFinish={onFinish} />
      </Group>
    </Paper>
  );
});
