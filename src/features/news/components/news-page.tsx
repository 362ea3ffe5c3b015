/** /novedades-informativas (SA): a company's staff news — publish, edit, delete, and see who read each. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { NewsSummary } from '../../../../contract/schemas/news';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { newsDetailQuery, newsListQuery, type CompanyScope } from '../api/news-queries';
import { NewsDeleteModal } from './news-delete-modal';
import { NewsFormModal } from './news-form-modal';
import { NewsReadersModal } from './news-readers-modal';
import { NewsCards, NewsTable } from './news-rows';

export function NewsPage() {
  const { t } = useLingui();
  const title = t`Novedades informativas`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : <NewsWorkspace key={scope.empresaId ?? 0} scope={scope} />}
    </Stack>
  );
}

type Dialog = { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'readers'; id: number } | { kind: 'delete'; news: NewsSummary } | null;

function NewsWorkspace({ scope }: { scope: CompanyScope }) {
  const describe = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(newsListQuery(scope));
  const rows = list.data?.rows ?? [];
  const close = () => setDialog(null);
  const actions = {
    onEdit: (news: NewsSummary) => setDialog({ kind: 'edit', id: news.id }),
    onReaders: (news: NewsSummary) => setDialog({ kind: 'readers', id: news.id }),
    onDelete: (news: NewsSummary) => setDialog({ kind: 'delete', news }),
  };
  const create = () => setDialog({ kind: 'new' });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>El personal las ve en el botón de novedades de la cabecera, fijadas primero y luego las más nuevas.</Trans>
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={create}>
          <Trans>Nueva novedad</Trans>
        </Button>
      </Group>
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {list.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
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
              <Trans>Esta empresa aún no tiene novedades.</Trans>
            </Text>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={create}>
              <Trans>Publicar la primera</Trans>
            </Button>
          </Stack>
        ) : phone ? (
          <NewsCards rows={rows} {...actions} />
        ) : (
          <NewsTable rows={rows} {...actions} />
        )}
      </Paper>
      <Text size="sm" c="dimmed">
        <Plural value={rows.length} one="# novedad" other="# novedades" />
      </Text>
      {dialog?.kind === 'new' ? <NewsFormModal scope={scope} news={null} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <NewsEditLoader scope={scope} id={dialog.id} onClose={close} /> : null}
      {dialog?.kind === 'readers' ? <NewsReadersModal scope={scope} id={dialog.id} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? <NewsDeleteModal scope={scope} news={dialog.news} onClose={close} /> : null}
    </Stack>
  );
}

/** Reads the news item in full (its text is not in the list), then opens the form on it. */
function NewsEditLoader({ scope, id, onClose }: { scope: CompanyScope; id: number; onClose: () => void }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  // Always the current version: the form's baseVersion must be what the server has now.
  const detail = useQuery({ ...newsDetailQuery(scope, id), staleTime: 0, gcTime: 0 });
  if (detail.data) return <NewsFormModal scope={scope} news={detail.data.news} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={t`Editar novedad`} centered>
      {detail.isError ? (
        <Alert color="red" variant="light" role="alert">
          {describe(detail.error)}
        </Alert>
      ) : (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t`Cargando`} />
        </Group>
      )}
    </Modal>
  );
}
