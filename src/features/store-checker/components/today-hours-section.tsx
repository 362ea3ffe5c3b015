/** Today's hours: the usual ones, other hours, or closed today (a store_hour_exceptions row for today). */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';
import { useFormat } from '../../../lib/format';
import { useSetToday, type CheckerData } from '../api/store-checker-queries';

type Mode = 'usual' | 'closed' | 'hours';
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const HOUR_REASONS = { closes_before_opens: msg`La hora de cierre debe ser posterior a la de apertura.` };

function modeOf(data: CheckerData): Mode {
  return data.todayHours === null ? 'usual' : data.todayHours.closed ? 'closed' : 'hours';
}

export function TodayHoursSection({ data }: { data: CheckerData }) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useErrorMessage();
  const fieldsOf = useReasonFieldErrors(HOUR_REASONS);
  const save = useSetToday(data.store.id);
  const [mode, setMode] = useState<Mode>(modeOf(data));
  const [opens, setOpens] = useState(data.todayHours?.opens ?? data.usualHours[0]?.opens ?? '');
  const [closes, setCloses] = useState(data.todayHours?.closes ?? data.usualHours.at(-1)?.closes ?? '');
  const [reason, setReason] = useState(data.todayHours?.reason ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One mutationId per edit: a retry of the same save is applied once.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  const day = f.day(data.today);
  const usual = data.usualHours.length === 0 ? t`cerrada` : data.usualHours.map((h) => `${h.opens}–${h.closes}`).join(', ');

  const submit = () => {
    const problems: Record<string, string> = {};
    if (mode === 'hours') {
      if (!TIME.test(opens)) problems['opens'] = t`Escribe la hora como HH:MM, por ejemplo 09:00.`;
      if (!TIME.test(closes)) problems['closes'] = t`Escribe la hora como HH:MM, por ejemplo 18:00.`;
      else if (TIME.test(opens) && opens >= closes) problems['closes'] = t`La hora de cierre debe ser posterior a la de apertura.`;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(
      { mode, mutationId, ...(mode === 'hours' ? { opens, closes } : {}), ...(mode !== 'usual' && reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          setMutationId(crypto.randomUUID());
          notifications.show({ color: 'green', message: t`Horario de hoy guardado.`, autoClose: 3000 });
        },
        onError: (error) => {
          const fields = fieldsOf(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0) notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 3000 });
        },
      },
    );
  };
  const edit = (apply: () => void) => {
    apply();
    setMutationId(crypto.randomUUID());
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="today-hours-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="today-hours-title">
          <Trans>Horario de hoy</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Hoy, {day}. Horario habitual: {usual}.
          </Trans>
        </Text>
        <SegmentedControl
          aria-label={t`Horario de hoy`}
          value={mode}
          onChange={(value) => edit(() => setMode(value as Mode))}
          data={[
            { value: 'usual', label: t`Horario habitual` },
            { value: 'hours', label: t`Otro horario` },
            { value: 'closed', label: t`Cerrada hoy` },
          ]}
        />
        {mode === 'hours' ? (
          <Group gap="sm" align="flex-start">
            <TextInput label={t`Abre a las`} placeholder="09:00" value={opens} onChange={(e) => edit(() => setOpens(e.currentTarget.value))} error={errors['opens']} w={140} />
            <TextInput label={t`Cierra a las`} placeholder="18:00" value={closes} onChange={(e) => edit(() => setCloses(e.currentTarget.value))} error={errors['closes']} w={140} />
          </Group>
        ) : null}
        {mode !== 'usual' ? (
          <TextInput label={t`Motivo (opcional)`} value={reason} onChange={(e) => edit(() => setReason(e.currentTarget.value))} error={errors['reason']} maxLength={200} maw={420} />
        ) : null}
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            <Trans>Guardar horario de hoy</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
