/**
 * Publish or edit a news item in a modal: title, who it is for (no role chosen: all the staff), pinned, on/off, its
 * window, and the Markdown text beside a live preview rendered as readers will see it. A save on top of another
 * person's change offers their version.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, MultiSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { ROLE_NAMES } from '../../../../contract/roles';
import { NEWS_BODY_MAX, NEWS_ROLES, NEWS_TITLE_MAX, type NewsDetail, type NewsRole } from '../../../../contract/schemas/news';
import { ApiError } from '../../../lib/api-client';
import { useReasonErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';
import { useSaveNews, type CompanyScope } from '../api/news-queries';
import { initialNewsValues, newsFormProblems, newsSaveInput, type NewsField, type NewsFormValues, type NewsProblem } from '../lib/news-form';
import { NEWS_REASONS } from '../lib/news-reasons';
import { NewsMarkdown } from './news-markdown';
import { StaleSaveAlert } from '../../../components/stale-save-alert';

interface NewsFormModalProps {
  scope: CompanyScope;
  /** The news edited (read in full), or null for a new one. */
  news: NewsDetail | null;
  onClose: () => void;
}

export function NewsFormModal({ scope, news, onClose }: NewsFormModalProps) {
  const { t } = useLingui();
  const describe = useReasonErrorMessage(NEWS_REASONS);
  const toFieldErrors = useReasonFieldErrors(NEWS_REASONS);
  const save = useSaveNews(scope);
  const [values, setValues] = useState<NewsFormValues>(() => initialNewsValues(news));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<NewsDetail | null>(null);
  const [baseVersion, setBaseVersion] = useState(news?.version);
  // One id per attempt: a double click or a retry after a lost answer publishes once.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  const problems = newsFormProblems(values);

  const problemText = (field: NewsField, problem: NewsProblem | undefined): string | undefined => {
    if (problem === undefined) return undefined;
    if (problem === 'news_window') return t`El fin de la vigencia debe ser posterior a su inicio.`;
    if (problem === 'invalid_date') return t`Escribe una fecha y hora válidas.`;
    if (problem === 'too_long') {
      const max = field === 'title' ? NEWS_TITLE_MAX : NEWS_BODY_MAX;
      return t`Como máximo ${max} caracteres.`;
    }
    return field === 'title' ? t`Escribe el título.` : t`Elige cuándo empieza.`;
  };
  const errorOf = (field: NewsField) => serverErrors[field] || (submitted || (field === 'endsAt' && problems.endsAt === 'news_window') ? problemText(field, problems[field]) : undefined);

  const set = <K extends keyof NewsFormValues>(field: K, value: NewsFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    try {
      const saved = await save.mutateAsync({ input: newsSaveInput(values, news, baseVersion), mutationId });
      notifications.show({ color: 'green', message: saved.created ? t`Novedad publicada.` : t`Novedad guardada.`, autoClose: 3000 });
      onClose();
    } catch (error) {
      // Refused: the next attempt is a new change (the refusal is stored under this id).
      setMutationId(crypto.randomUUID());
      if (error instanceof ApiError && error.codigo === 'STALE_VERSION') {
        setStale((error.detalle?.['current'] as NewsDetail | undefined) ?? null);
        return;
      }
      const fields = toFieldErrors(error);
      setServerErrors(fields);
      if (Object.values(fields).every((message) => !message)) notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 5000 });
    }
  };

  return (
    <Modal opened onClose={onClose} title={news ? t`Editar novedad` : t`Nueva novedad`} size="xl">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {stale ? (
            <StaleSaveAlert
              title={t`Otra persona cambió esta novedad`}
              onUseMine={() => {
                setBaseVersion(stale.version);
                setStale(null);
              }}
              onDiscard={onClose}
            />
          ) : null}
          <TextInput label={t`Título`} value={values.title} onChange={(e) => set('title', e.currentTarget.value)} maxLength={NEWS_TITLE_MAX} error={errorOf('title')} required data-autofocus />
          <MultiSelect
            label={t`Para`}
            description={t`Sin roles elegidos: todo el personal.`}
            placeholder={values.roles.length === 0 ? t`Todo el personal` : undefined}
            data={NEWS_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }))}
            value={values.roles}
            onChange={(roles) => set('roles', roles as NewsRole[])}
            clearable
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="datetime-local" label={t`Desde`} required value={values.startsAt} onChange={(e) => set('startsAt', e.currentTarget.value)} error={errorOf('startsAt')} />
            <TextInput type="datetime-local" label={t`Hasta`} description={t`Vacío: sin fecha de fin.`} value={values.endsAt} onChange={(e) => set('endsAt', e.currentTarget.value)} error={errorOf('endsAt')} />
          </SimpleGrid>
          <Group gap="lg">
            <Switch label={t`Fijada arriba`} checked={values.pinned} onChange={(e) => set('pinned', e.currentTarget.checked)} />
            <Switch label={t`Activa`} checked={values.active} onChange={(e) => set('active', e.currentTarget.checked)} />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Textarea
              label={t`Texto (Markdown)`}
              description={t`**negrita**, _cursiva_, listas con -, enlaces [texto](https://…)`}
              value={values.bodyMarkdown}
              onChange={(e) => set('bodyMarkdown', e.currentTarget.value)}
              autosize
              minRows={8}
              maxRows={18}
              maxLength={NEWS_BODY_MAX}
              error={errorOf('bodyMarkdown')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="news-preview-label">
                <Trans>Vista previa</Trans>
              </Text>
              <Paper withBorder p="sm" radius="sm" mih={180} aria-labelledby="news-preview-label" role="region" data-testid="news-preview">
                {values.bodyMarkdown.trim() === '' ? (
                  <Text size="sm" c="dimmed">
                    <Trans>El texto se verá aquí como lo leerá el personal.</Trans>
                  </Text>
                ) : (
                  <NewsMarkdown source={values.bodyMarkdown} />
                )}
              </Paper>
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              {news ? <Trans>Guardar</Trans> : <Trans>Publicar</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
