/** /notificaciones (SA): the company's push notifications, "Nueva notificación", and each one's results per device. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { pushMessagesQuery, type CompanyScope } from '../api/push-message-queries';
import { usePushErrorMessage } from '../lib/push-message-errors';
import { PushComposeModal } from './push-compose-modal';
import { PushMessageDrawer } from './push-message-drawer';
import { PushMessageCards, PushMessageTable } from './push-message-rows';

export function PushMessagesPage() {
  const { t } = useLingui();
  const title = t`Notificaciones`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : <PushMessagesWorkspace key={scope.empresaId ?? 0} scope={scope} />}
    </Stack>
  );
}

function PushMessagesWorkspace({ scope }: { scope: CompanyScope }) {
  const describe = usePushErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const list = useQuery(pushMessagesQuery(scope));
  const [composing, setComposing] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = list.data?.rows ?? [];
  const compose = () => setComposing(true);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>Avisos al personal en sus dispositivos: se envían ahora o a la hora programada.</Trans>
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={compose}>
          <Trans>Nueva notificación</Trans>
        </Button>
      </Group>
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {list.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {describe(list.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Stack align="center" gap="xs" p="xl">
            <Text c="dimmed">
              <Trans>Esta empresa aún no envió notificaciones.</Trans>
            </Text>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={compose}>
              <Trans>Escribir la primera</Trans>
            </Button>
          </Stack>
        ) : phone ? (
          <PushMessageCards rows={rows} onOpen={(message) => setOpenId(message.id)} />
        ) : (
          <PushMessageTable rows={rows} onOpen={(message) => setOpenId(message.id)} />
        )}
      </Paper>
      {list.data?.truncated ? (
        <Text size="xs" c="dimmed">
          <Trans>Se muestran las más recientes.</Trans>
        </Text>
      ) : null}
      {composing ? <PushComposeModal scope={scope} companyId={scope.empresaId ?? undefined} onClose={() => setComposing(false)} /> : null}
      {openId !== null ? <PushMessageDrawer scope={scope} messageId={openId} onClose={() => setOpenId(null)} /> : null}
    </Stack>
  );
}
