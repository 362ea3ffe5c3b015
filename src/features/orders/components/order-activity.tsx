import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { useState } from 'react';
import type { OrderDetail } from '../../../../contract/schemas/orders';
import { Bidi } from '../../../components/bidi';
import { StatusDot } from '../../../components/order-status/status-dot';
import { fieldErrors, useErrorMessage } from '../../../lib/error-message';
import { useAddNote, usePendingNotes } from '../api/use-add-note';
import { useFormat } from '../../../lib/format';
import { eventSentence } from '../lib/event-sentence';

/** Notes with author and time, and a form to append one (the text stays if sending fails). */
export function OrderNotes({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useErrorMessage();
  const { addNote, pending } = useAddNote();
  const waitingNotes = usePendingNotes(order.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (text.trim() === '') {
      setError(t`Escribe la nota.`);
      return;
    }
    setError(null);
    try {
      await addNote({ orderId: order.id, orderNumber: order.number, text: text.trim() });
      setText('');
    } catch (failure) {
      setError(fieldErrors(failure)['text'] ?? describe(failure));
    }
  };
  return (
    <Stack gap="sm">
      {order.notes.length === 0 && waitingNotes.length === 0 ? (
        <Text size="sm" c="dimmed"><Trans>Todavía no hay notas.</Trans></Text>
      ) : (
        order.notes.map((note) => (
          <Stack key={note.id} gap={0} data-testid="order-note">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{note.text}</Text>
            <Text size="xs" c="dimmed">
              {note.authorName} · <Bidi numeric>{f.dateTime(note.createdAt)}</Bidi>
            </Text>
          </Stack>
        ))
      )}
      {waitingNotes.map((note) => (
        <Stack key={`waiting-${note.seq}`} gap={0} data-testid="order-note-waiting" opacity={note.state === 'waiting' ? 0.6 : 1}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{note.text}</Text>
          <Text size="xs" c={note.state === 'waiting' ? 'dimmed' : 'red'}>
            {note.state === 'waiting' ? t`Pendiente de enviar` : t`No se pudo enviar: revísalo en Sincronización`}
          </Text>
        </Stack>
      ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="xs">
          <Textarea label={t`Nueva nota`} value={text} onChange={(event) => setText(event.currentTarget.value)} error={error} autosize minRows={2} maxLength={2000} />
          <Group justify="flex-end">
            <Button type="submit" loading={pending}><Trans>Agregar nota</Trans></Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Every change as a sentence in the user's language (lib/event-sentence.ts), with when it happened. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const events = order.events.toSorted((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
  if (events.length === 0) return <Text size="sm" c="dimmed"><Trans>Sin cambios registrados.</Trans></Text>;
  const context = { i18n, locale: f.locale, lines: order.lines };
  return (
    <Timeline bulletSize={14} lineWidth={2} active={events.length - 1} data-testid="order-timeline">
      {events.map((event) => (
        <Timeline.Item
          key={event.id}
          title={
            <Group gap={6} wrap="nowrap" align="flex-start">
              {event.toStatus ? <StatusDot status={event.toStatus} /> : null}
              <Text size="sm" fw={500} data-testid="timeline-sentence">{eventSentence(event, context)}</Text>
            </Group>
          }
        >
          <Text size="xs" c="dimmed" data-testid="event-at">
            <Bidi numeric>{f.dateTime(event.at)}</Bidi>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
