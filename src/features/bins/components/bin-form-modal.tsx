/**
 * Create or edit a BIN range in a modal: first and last BIN (6–8 digits each, checked as typed), bank and brand (a
 * known brand or another). The 8-digit span the ends cover shows under them; the server's overlap refusal shows on
 * "BIN inicial", naming the other range; a save on top of another person's change offers their version.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Autocomplete, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { BIN_BANK_MAX, BIN_BRAND_MAX, KNOWN_CARD_BRANDS, type BinRange } from '../../../../contract/schemas/bins';
import { ApiError } from '../../../lib/api-client';
import { TABULAR } from '../../../lib/format';
import { useSaveBinRange, type CompanyScope } from '../api/bin-queries';
import { useBinErrorMessage, useBinFieldErrors } from '../lib/bin-errors';
import { binFormProblems, binSaveInput, initialBinValues, typedSpan, type BinFormProblem, type BinFormValues } from '../lib/bin-form';
import { StaleSaveAlert } from '../../../components/stale-save-alert';

interface BinFormModalProps {
  scope: CompanyScope;
  /** The range edited, or null for a new one. */
  range: BinRange | null;
  onClose: () => void;
}

type Field = keyof BinFormValues;

export function BinFormModal({ scope, range, onClose }: BinFormModalProps) {
  const { t } = useLingui();
  const describe = useBinErrorMessage();
  const toFieldErrors = useBinFieldErrors();
  const save = useSaveBinRange(scope);
  const [values, setValues] = useState<BinFormValues>(() => initialBinValues(range));
  /** Fields whose inline check shows: left once, or every field after a submit. */
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<BinRange | null>(null);
  const [baseVersion, setBaseVersion] = useState(range?.version);
  // One id per attempt: a double click or a retry after a lost answer applies once.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());

  const problems = binFormProblems(values);
  const span = typedSpan(values);
  // 8 digits always: a BIN starting with 0 keeps its zeros.
  const low = span ? String(span.low).padStart(8, '0') : '';
  const high = span ? String(span.high).padStart(8, '0') : '';

  const problemText = (field: Field, problem: BinFormProblem | undefined): string | undefined => {
    if (problem === undefined) return undefined;
    if (problem === 'order') return t`El BIN final no puede ser menor que el inicial.`;
    if (problem === 'digits') return t`Escribe de 6 a 8 dígitos, sin espacios ni letras.`;
    if (field === 'bank') return t`Escribe el banco.`;
    if (field === 'brand') return t`Escribe o elige la marca.`;
    return t`Escribe el BIN.`;
  };
  const errorOf = (field: Field) => serverErrors[field] || (touched[field] ? problemText(field, problems[field]) : undefined);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The server's message was about the old value; an overlap concerns both ends.
    setServerErrors((current) => ({ ...current, [field]: '', ...(field === 'binTo' ? { binFrom: '' } : {}) }));
  };
  const leave = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ binFrom: true, binTo: true, bank: true, brand: true });
    if (Object.keys(problems).length > 0) return;
    try {
      const saved = await save.mutateAsync({ input: binSaveInput(values, range, baseVersion), mutationId });
      notifications.show({ color: 'green', message: saved.created ? t`Rango creado.` : t`Rango guardado.`, autoClose: 3000 });
      onClose();
    } catch (error) {
      // Refused: the next attempt is a new change (the refusal is stored under this id).
      setMutationId(crypto.randomUUID());
      if (error instanceof ApiError && error.codigo === 'STALE_VERSION') {
        setStale((error.detalle?.['current'] as BinRange | undefined) ?? null);
        return;
      }
      const fields = toFieldErrors(error);
      setServerErrors(fields);
      if (Object.values(fields).every((message) => !message)) notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 5000 });
    }
  };

  const binInput = (field: 'binFrom' | 'binTo', label: string) => (
    <TextInput
      label={label}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      onBlur={() => leave(field)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      placeholder="454545"
      error={errorOf(field)}
      styles={{ input: TABULAR }}
      required
      data-autofocus={field === 'binFrom' ? true : undefined}
    />
  );

  return (
    <Modal opened onClose={onClose} title={range ? t`Editar rango de BIN` : t`Nuevo rango de BIN`} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {stale ? (
            <StaleSaveAlert
              title={t`Otra persona cambió este rango`}
              onUseMine={() => {
                setBaseVersion(stale.version);
                setStale(null);
              }}
              onDiscard={onClose}
            />
          ) : null}
          <Group grow align="flex-start">
            {binInput('binFrom', t`BIN inicial`)}
            {binInput('binTo', t`BIN final`)}
          </Group>
          <Text size="xs" c="dimmed" data-testid="bin-span">
            {span && !problems.binTo ? (
              <Trans>Cubre las tarjetas que empiezan entre {low} y {high} (a 8 dígitos).</Trans>
            ) : (
              <Trans>De 6 a 8 dígitos cada uno. Para un solo BIN, escribe el mismo en los dos campos.</Trans>
            )}
          </Text>
          <TextInput
            label={t`Banco`}
            value={values.bank}
            onChange={(event) => set('bank', event.currentTarget.value)}
            onBlur={() => leave('bank')}
            maxLength={BIN_BANK_MAX}
            error={errorOf('bank')}
            required
          />
          <Autocomplete
            label={t`Marca`}
            value={values.brand}
            onChange={(value) => set('brand', value)}
            onBlur={() => leave('brand')}
            data={[...KNOWN_CARD_BRANDS]}
            maxLength={BIN_BRAND_MAX}
            error={errorOf('brand')}
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Guardar</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
