/**
 * /invasivo (SA): the company's intrusive banners by store, with their state (scheduled, current, ended, inactive);
 * create, edit (with a preview) and delete them. One banner per store at a time (docs/intrusive-banner.md).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { IntrusiveBanner } from '../../../../contract/schemas/intrusive-banner';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useFormat } from '../../../lib/format';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { bannersQuery, type CompanyScope } from '../api/banner-queries';
import { useBannerErrorMessage } from '../lib/banner-errors';
import { BannerDeleteModal } from './banner-delete-modal';
import { BannerFormModal } from './banner-form-modal';
import { BannerCards, BannerTable } from './banner-rows';

export function BannersPage() {
  const { t } = useLingui();
  const title = t`Banner invasivo`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : <BannersWorkspace key={scope.empresaId ?? 0} scope={scope} />}
    </Stack>
  );
}

type Dialog = { kind: 'form'; banner: IntrusiveBanner | null } | { kind: 'delete'; banner: IntrusiveBanner } | null;

function BannersWorkspace({ scope }: { scope: CompanyScope }) {
  const format = useFormat();
  const describe = useBannerErrorMessage(format.dateTime);
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [dialog, setDialog] = useState<Dialog>(null);
  const banners = useQuery(bannersQuery(scope));
  const rows = banners.data?.rows ?? [];
  const stores = banners.data?.stores ?? [];
  // Rows show only once the list is there, with the server's now.
  const now = banners.data?.now ?? '';
  const actions = {
    onEdit: (banner: IntrusiveBanner) => setDialog({ kind: 'form', banner }),
    onDelete: (banner: IntrusiveBanner) => setDialog({ kind: 'delete', banner }),
  };
  const create = () => setDialog({ kind: 'form', banner: null });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          <Trans>La tienda muestra el banner a pantalla completa a sus clientes mientras está vigente. Cada tienda tiene un solo banner a la vez.</Trans>
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={create} disabled={stores.length === 0}>
          <Trans>Nuevo banner</Trans>
        </Button>
      </Group>
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {banners.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : banners.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {describe(banners.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Stack align="center" gap="xs" p="xl">
            <Text c="dimmed">
              <Trans>Esta empresa aún no tiene banners.</Trans>
            </Text>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={create} disabled={stores.length === 0}>
              <Trans>Crear un banner</Trans>
            </Button>
          </Stack>
        ) : phone ? (
          <BannerCards rows={rows} now={now} {...actions} />
        ) : (
          <BannerTable rows={rows} now={now} {...actions} />
        )}
      </Paper>
      {rows.length > 0 ? (
        <Text size="sm" c="dimmed" data-testid="banner-total">
          <Plural value={rows.length} one="# banner" other="# banners" />
        </Text>
      ) : null}
      {dialog?.kind === 'form' ? <BannerFormModal scope={scope} banner={dialog.banner} stores={stores} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <BannerDeleteModal scope={scope} banner={dialog.banner} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
