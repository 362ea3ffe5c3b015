/**
 * A save refused because someone else changed the record first (STALE_VERSION): the user keeps what they typed and
 * chooses to save it over the other change or to drop it and see the current record.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';

export function StaleSaveAlert({ title, onUseMine, onDiscard }: { title: string; onUseMine: () => void; onDiscard: () => void }) {
  return (
    <Alert color="orange" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>Tu cambio no se guardó. Puedes guardar tus datos encima de los suyos o cerrar y ver los actuales.</Trans>
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={onUseMine}>
            <Trans>Usar mis datos</Trans>
          </Button>
          <Button size="xs" variant="light" onClick={onDiscard}>
            <Trans>Descartar y ver los actuales</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
