/**
 * The news drawer: the caller's news in force (pinned first, then the newest), unread ones marked; opening one shows
 * it in full and marks it read (the badge drops at once). Loaded lazily by the header's news button.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Drawer, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { NewsFeedItem } from '../../../../contract/schemas/news';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormat } from '../../../lib/format';
import { newsFeedQuery, useMarkNewsRead, type CompanyScope } from '../api/news-queries';
import { NewsMarkdown } from './news-markdown';

interface NewsDrawerProps {
  opened: boolean;
  onClose: () => void;
  scope: CompanyScope;
  /** SA with no company chosen in the header: nothing to read yet. */
  needsCompany: boolean;
}

export function NewsDrawer({ opened, onClose, scope, needsCompany }: NewsDrawerProps) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const feed = useQuery({ ...newsFeedQuery(scope), enabled: !needsCompany });
  const markRead = useMarkNewsRead(scope);
  const [openId, setOpenId] = useState<number | null>(null);
  const items = feed.data?.items ?? [];
  const open = items.find((item) => item.id === openId) ?? null;

  const show = (item: NewsFeedItem) => {
    setOpenId(item.id);
    if (!item.leida) {
      markRead.mutate(item.id, {
        onError: (error) => notifications.show({ color: 'red', title: t`No se pudo marcar como leída`, message: describe(error), autoClose: 5000 }),
      });
    }
  };
  const close = () => {
    setOpenId(null);
    onClose();
  };

  return (
    <Drawer opened={opened} onClose={close} position="right" title={t`Novedades`} size="md">
      {needsCompany ? (
        <Text c="dimmed">
          <Trans>Elige una empresa en la cabecera para ver sus novedades.</Trans>
        </Text>
      ) : open ? (
        <Stack gap="sm">
          <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} />} onClick={() => setOpenId(null)} style={{ alignSelf: 'flex-start' }}>
            <Trans>Todas las novedades</Trans>
          </Button>
          <NewsHeading item={open} level={3} />
          <NewsMarkdown source={open.bodyMarkdown} />
        </Stack>
      ) : feed.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={48} />
          ))}
        </Stack>
      ) : feed.isError ? (
        <Alert color="red" variant="light" role="alert">
          {describe(feed.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">
          <Trans>No hay novedades para ti.</Trans>
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Novedades`}>
          {items.map((item) => (
            <li key={item.id}>
              <UnstyledButton onClick={() => show(item)} p="sm" w="100%" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="news-item" data-read={item.leida}>
                <NewsHeading item={item} level={null} />
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}

/** Title, date, pinned and unread marks; `level` makes the title a heading (the open item, under the drawer's h2). */
function NewsHeading({ item, level }: { item: NewsFeedItem; level: 3 | null }) {
  const { t } = useLingui();
  const format = useFormat();
  const readable = useReadableColor();
  const when = format.dateTime(item.startsAt);
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text component={level === null ? 'span' : 'h3'} fw={item.leida ? 500 : 700} size={level === null ? 'sm' : 'lg'} m={0}>
          {item.title}
        </Text>
        <Group gap={4} wrap="nowrap">
          {item.pinned ? <IconPin size={16} aria-label={t`Fijada`} /> : null}
          {item.leida ? null : (
            // Mantine's light badge text fails AA contrast: the shared readable colour keeps it legible.
            <Badge size="xs" color="red" variant="light" styles={{ label: { color: readable('red') } }}>
              <Trans>Nueva</Trans>
            </Badge>
          )}
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {when}
      </Text>
    </Stack>
  );
}
