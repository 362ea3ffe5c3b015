/**
 * Create or edit a holiday period in a modal: name, first and last day (both included), the rate in %, and the
 * categories it applies to (none: every category). Problems show next to their field (an overlap on "Desde", naming
 * the other period); a save on top of another person's change offers their version.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, MultiSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { TAX_HOLIDAY_NAME_MAX, type TaxHoliday } from '../../../../contract/schemas/tax';
import { ApiError } from '../../../lib/api-client';
import { loadDatesLocale } from '../../../lib/i18n';
import { taxCategoriesQuery, useSaveTaxHoliday, type CompanyScope } from '../api/tax-queries';
import { useDayFormat } from '../lib/day-format';
import { useTaxErrorMessage, useTaxFieldErrors } from '../lib/tax-errors';
import { initialTaxHolidayValues, taxHolidayFormErrors, taxHolidayRequest, type TaxHolidayFormValues } from '../lib/tax-holiday-form';
import { StaleSaveAlert } from '../../../components/stale-save-alert';

interface TaxHolidayFormModalProps {
  scope: CompanyScope;
  /** The period edited, or null for a new one. */
  period: TaxHoliday | null;
  onClose: () => void;
}

export function TaxHolidayFormModal({ scope, period, onClose }: TaxHolidayFormModalProps) {
  const { t } = useLingui();
  const day = useDayFormat();
  const describe = useTaxErrorMessage(day);
  const toFieldErrors = useTaxFieldErrors(day);
  const save = useSaveTaxHoliday(scope);
  const categories = useQuery(taxCategoriesQuery(scope));
  const [values, setValues] = useState<TaxHolidayFormValues>(() => initialTaxHolidayValues(period));
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The version another person saved while this form was open; saving on top of it keeps what was typed. */
  const [stale, setStale] = useState<TaxHoliday | null>(null);
  const [baseVersion, setBaseVersion] = useState(period?.version);
  // One id per attempt: a double click or a retry after a lost answer applies once.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  // The calendars speak the user's language once dayjs has its locale (loaded on demand); re-render when it has.
  const [, setDatesLocaleReady] = useState(false);
  useEffect(() => {
    void loadDatesLocale().then(() => setDatesLocaleReady(true));
  }, []);

  const set = <K extends keyof TaxHolidayFormValues>(key: K, value: TaxHolidayFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key === 'tasa' ? 'tasaBp' : key]: '' }));
  };

  const localMessages = (): Record<string, string> => {
    const problems = taxHolidayFormErrors(values);
    const messages: Record<string, string> = {};
    if (problems.nombre) messages['nombre'] = t`Escribe el nombre del periodo.`;
    if (problems.desde) messages['desde'] = t`Elige el primer día.`;
    if (problems.hasta) messages['hasta'] = problems.hasta === 'tax_holiday_dates' ? t`La fecha final no puede ser anterior a la fecha inicial.` : t`Elige el último día.`;
    if (problems.tasaBp) messages['tasaBp'] = t`Indica un IVA entre 0 y 100 %.`;
    return messages;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = localMessages();
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const saved = await save.mutateAsync({ input: taxHolidayRequest(values, period, baseVersion), mutationId });
      notifications.show({ color: 'green', message: saved.created ? t`Periodo creado.` : t`Periodo guardado.`, autoClose: 3000 });
      onClose();
    } catch (error) {
      // Refused: the next attempt is a new change (the refusal is stored under this id).
      setMutationId(crypto.randomUUID());
      if (error instanceof ApiError && error.codigo === 'STALE_VERSION') {
        setStale((error.detalle?.['current'] as TaxHoliday | undefined) ?? null);
        return;
      }
      const fields = toFieldErrors(error);
      setErrors(fields);
      if (Object.values(fields).every((message) => !message)) notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 3000 });
    }
  };

  const categoryOptions = (categories.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Modal opened onClose={onClose} title={period ? t`Editar periodo` : t`Nuevo periodo`} centered size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {stale ? (
            <StaleSaveAlert
              title={t`Otra persona cambió este periodo`}
              onUseMine={() => {
                setBaseVersion(stale.version);
                setStale(null);
              }}
              onDiscard={onClose}
            />
          ) : null}
          <TextInput
            label={t`Nombre`}
            value={values.nombre}
            onChange={(event) => set('nombre', event.currentTarget.value)}
            maxLength={TAX_HOLIDAY_NAME_MAX}
            error={errors['nombre'] || undefined}
            required
            data-autofocus
          />
          <Group grow align="flex-start">
            <DatePickerInput
              label={t`Desde`}
              placeholder={t`Primer día`}
              valueFormat="D MMMM YYYY"
              value={values.desde || null}
              onChange={(value) => set('desde', value ?? '')}
              error={errors['desde'] || undefined}
              required
            />
            <DatePickerInput
              label={t`Hasta`}
              placeholder={t`Último día`}
              valueFormat="D MMMM YYYY"
              value={values.hasta || null}
              onChange={(value) => set('hasta', value ?? '')}
              minDate={values.desde || undefined}
              error={errors['hasta'] || undefined}
              required
            />
          </Group>
          <NumberInput
            label={t`IVA en el periodo (%)`}
            description={t`Reemplaza el IVA de los productos con IVA. Los productos con IVA 0 % no cambian.`}
            value={values.tasa}
            onChange={(value) => set('tasa', value)}
            min={0}
            max={100}
            decimalScale={2}
            allowNegative={false}
            error={errors['tasaBp'] || undefined}
            required
          />
          <MultiSelect
            label={t`Categorías`}
            description={t`Sin categorías elegidas, se aplica a todas.`}
            placeholder={values.categoriaIds.length === 0 ? t`Todas las categorías` : undefined}
            data={categoryOptions}
            value={values.categoriaIds}
            onChange={(value) => set('categoriaIds', value)}
            searchable
            clearable
            nothingFoundMessage={t`Ninguna categoría con ese nombre`}
            error={errors['categoriaIds'] || (categories.isError ? describe(categories.error) : undefined)}
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
