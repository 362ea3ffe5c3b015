import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

interface ConfirmDiscardProps {
  onConfirm: () => void;
  /** What the confirm step says will happen. */
  consequence?: ReactNode;
  label?: string;
}

/** "Descartar" asks once, in place, and says what will happen (UI.md: destructive actions ask once). */
export function ConfirmDiscard({ onConfirm, consequence, label }: ConfirmDiscardProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button h={48} variant="default" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setAsking(true)}>
        {label ?? t`Descartar`}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t`Confirmar descarte`}>
      <Text size="sm" w="100%">
        {consequence ?? <Trans>Tu cambio se borrará de este dispositivo y no se enviará.</Trans>}
      </Text>
      <Button h={48} color="red" onClick={onConfirm}>
        <Trans>Sí, descartar</Trans>
      </Button>
      <Button h={48} variant="default" onClick={() => setAsking(false)}>
        <Trans>Cancelar</Trans>
      </Button>
    </Group>
  );
}
