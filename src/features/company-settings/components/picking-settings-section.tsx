/**
 * The company's picking settings (issue 21 §4), on /store for the company's administrators and managers and SA
 * (PICKING_SETTINGS_ROLES; the server refuses anyone else): which GS1 variable-measure prefixes (20–29) carry a
 * weight and which a price, and whether substitutions still pending the customer's approval are charged at finish.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Chip, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GS1_VARIABLE_PREFIXES } from '../../../../contract/gs1';
import { PICKING_SETTINGS_ROLES } from '../../../../contract/picking-constants';
import { ALL_COMPANIES_ROLES } from '../../../../contract/roles';
import type { PickingSettings } from '../../../../contract/schemas/picking';
import { callApi } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useUserData } from '../../../lib/user-data';

type Kind = 'weight' | 'price';

/** The chosen prefixes, typed and in order. */
const knownPrefixes = (list: readonly string[]) => GS1_VARIABLE_PREFIXES.filter((prefix) => list.includes(prefix));

function PrefixChips({ kind, label, value, onToggle }: { kind: Kind; label: string; value: readonly string[]; onToggle: (kind: Kind, prefix: string) => void }) {
  return (
    <div role="group" aria-label={label}>
      <Text size="sm" fw={500} mb={4}>{label}</Text>
      <Group gap={6}>
        {GS1_VARIABLE_PREFIXES.map((prefix) => (
          <Chip key={prefix} size="sm" checked={value.includes(prefix)} onChange={() => onToggle(kind, prefix)} data-testid={`gs1-${kind}-${prefix}`}>
            {prefix}
          </Chip>
        ))}
      </Group>
    </div>
  );
}

export function PickingSettingsSection() {
  const { t } = useLingui();
  const user = useUserData();
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const role = user?.rol ?? '';
  const allowed = (PICKING_SETTINGS_ROLES as readonly string[]).includes(role);
  const companyId = user && ALL_COMPANIES_ROLES.includes(user.rol) && typeof user.empresaAsociada === 'number' && user.empresaAsociada > 0 ? user.empresaAsociada : undefined;
  const needsCompany = ALL_COMPANIES_ROLES.includes(role as never) && companyId === undefined;
  const scope = companyId === undefined ? {} : { empresaId: companyId };
  const query = useQuery({
    queryKey: ['company-settings', 'picking', companyId ?? null],
    queryFn: ({ signal }) => callApi('/Picking/GetSettings', scope, { signal }),
    enabled: allowed && !needsCompany,
  });
  // The picker's edits over what the server has; none until the first change.
  const [edits, setEdits] = useState<PickingSettings | null>(null);
  const saved: PickingSettings | null = query.data
    ? { gs1WeightPrefixes: query.data.gs1WeightPrefixes, gs1PricePrefixes: query.data.gs1PricePrefixes, chargePendingSubstitutions: query.data.chargePendingSubstitutions }
    : null;
  const form = edits ?? saved;
  const setForm = (change: (current: PickingSettings) => PickingSettings) => setEdits((current) => {
    const base = current ?? saved;
    return base ? change(base) : current;
  });
  const save = useMutation({
    mutationFn: (settings: PickingSettings) =>
      callApi('/Picking/SetSettings', {
        ...scope,
        gs1WeightPrefixes: knownPrefixes(settings.gs1WeightPrefixes),
        gs1PricePrefixes: knownPrefixes(settings.gs1PricePrefixes),
        chargePendingSubstitutions: settings.chargePendingSubstitutions,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(['company-settings', 'picking', companyId ?? null], data);
      setEdits(null);
      notifications.show({ color: 'green', message: t`Ajustes de picking guardados.` });
    },
  });
  if (!allowed) return null;

  const toggle = (kind: Kind, prefix: string) =>
    setForm((current) => {
      const own = kind === 'weight' ? current.gs1WeightPrefixes : current.gs1PricePrefixes;
      const other = kind === 'weight' ? current.gs1PricePrefixes : current.gs1WeightPrefixes;
      const nextOwn = own.includes(prefix) ? own.filter((p) => p !== prefix) : [...own, prefix].toSorted();
      // A prefix means one thing: choosing it for weight takes it from price, and the reverse.
      const nextOther = other.filter((p) => p !== prefix);
      return kind === 'weight'
        ? { ...current, gs1WeightPrefixes: nextOwn, gs1PricePrefixes: nextOther }
        : { ...current, gs1PricePrefixes: nextOwn, gs1WeightPrefixes: nextOther };
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="picking-settings-title" data-testid="picking-settings">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="picking-settings-title"><Trans>Picking</Trans></Title>
          {query.data && <Text size="sm" c="dimmed">{query.data.companyName}</Text>}
        </div>
        {needsCompany && <Alert color="blue" variant="light"><Trans>Elige una empresa en el encabezado para ver sus ajustes de picking.</Trans></Alert>}
        {query.isError && <Alert color="red" variant="light">{describe(query.error)}</Alert>}
        {form && (
          <>
            <Text size="sm">
              <Trans>Códigos de peso variable (EAN-13 que empiezan por 20–29): elige qué prefijos llevan el peso en gramos y cuáles el precio en centavos.</Trans>
            </Text>
            <PrefixChips kind="weight" label={t`Prefijos de peso`} value={form.gs1WeightPrefixes} onToggle={toggle} />
            <PrefixChips kind="price" label={t`Prefijos de precio`} value={form.gs1PricePrefixes} onToggle={toggle} />
            <Switch
              checked={form.chargePendingSubstitutions}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setForm((current) => ({ ...current, chargePendingSubstitutions: checked }));
              }}
              label={t`Cobrar las sustituciones que el cliente aún no aprobó`}
              description={t`Si no, al terminar el picking el nuevo total las deja fuera.`}
            />
            {save.isError && <Alert color="red" variant="light">{describe(save.error)}</Alert>}
            <Group>
              <Button onClick={() => save.mutate(form)} loading={save.isPending}><Trans>Guardar ajustes de picking</Trans></Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
