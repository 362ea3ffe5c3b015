/** The bottom bar, in thumb reach: undo the last change, and finish (with the reason while it cannot). */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconChecks } from '@tabler/icons-react';
import { memo } from 'react';
import { useLastUndo } from '../lib/undo-stack';
import classes from './picking.module.css';

interface FinishBarProps {
  pending: number;
  conflicts: number;
  /** This user's and order's undo stack: the bar follows it itself, so a change the stack records renders only the bar. */
  undoKey: string;
  onUndo: () => void;
  onFinish: () => void;
}

export const FinishBar = memo(function FinishBar({ pending, conflicts, undoKey, onUndo, onFinish }: FinishBarProps) {
  const { t } = useLingui();
  const undoName = useLastUndo(undoKey)?.name ?? null;
  const blocked = pending > 0 || conflicts > 0;
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      style={{ position: 'sticky', bottom: 'calc(env(safe-area-inset-bottom, 0px) + 8px)', zIndex: 5 }}
      data-testid="finish-bar"
    >
      {blocked && (
        <Text size="sm" c="dimmed" mb={6} id="finish-reason">
          {pending > 0 ? (
            <Plural value={pending} one="Falta # línea por revisar." other="Faltan # líneas por revisar." />
          ) : (
            <Plural value={conflicts} one="Resuelve # cambio en conflicto antes de terminar." other="Resuelve # cambios en conflicto antes de terminar." />
          )}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        <Button
          h={52}
          style={{ flex: '1 1 auto' }}
          variant="default"
          leftSection={<IconArrowBackUp size={20} aria-hidden className={classes.mirror} />}
          disabled={undoName === null}
          onClick={onUndo}
          title={undoName ? t`Deshacer el último cambio (${undoName})` : undefined}
        >
          <Trans>Deshacer último cambio</Trans>
        </Button>
        <Button h={52} style={{ flex: '2 1 auto' }} color="green" leftSection={<IconChecks size={20} aria-hidden />} disabled={blocked} aria-describedby={blocked ? 'finish-reason' : undefined} onClick={onFinish}>
          <Trans>Terminar picking</Trans>
        </Button>
      </Group>
    </Paper>
  );
});
