/** Pieces every subscription form repeats: the stale-save choice, the application field and the form's buttons. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select } from '@mantine/core';
import type { Application } from '../../../../contract/schemas/subscriptions';
import { StaleSaveAlert } from '../../../components/stale-save-alert';

/** Shown when the save was refused as stale: keep mine (the next save goes over their version) or discard. */
export function FormStaleAlert({
  form,
  title,
  onVersion,
  onDiscard,
}: {
  form: { stale: { version: number | null } | null; clearStale: () => void };
  title: string;
  /** Their version, which the next save carries. */
  onVersion: (version: number) => void;
  onDiscard: () => void;
}) {
  const { stale } = form;
  if (!stale) return null;
  const useMine = () => {
    if (stale.version != null) onVersion(stale.version);
    form.clearStale();
  };
  return <StaleSaveAlert title={title} onUseMine={useMine} onDiscard={onDiscard} />;
}

/** The application a plan or benefit belongs to (fixed once saved). */
export function ApplicationSelect({
  apps,
  value,
  onChange,
  error,
  disabled,
}: {
  apps: readonly Application[];
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Aplicación`}
      data={apps.map((app) => ({ value: String(app.id), label: app.name }))}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      allowDeselect={false}
      required
    />
  );
}

export function FormActions({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        <Trans>Cancelar</Trans>
      </Button>
      <Button type="submit" loading={pending}>
        <Trans>Guardar</Trans>
      </Button>
    </Group>
  );
}
