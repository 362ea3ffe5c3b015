/**
 * A promotion's form, for promo codes and card promotions alike: every field checked as the user types by the
 * contract's rules (promotionProblems), the server's refusals shown at their fields, a stale save explained with the
 * choice to load theirs or save over it, and a warning before leaving with unsaved changes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Modal, MultiSelect, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import type { CallData } from '../../../../contract/calls';
import { promotionProblems } from '../../../../contract/promotion-rules';
import { PROMO_CODE_MAX } from '../../../../contract/schemas/pricing';
import { PROMO_DESCRIPTION_MAX, type DiscountKind, type PromoKind, type PromotionDetail } from '../../../../contract/schemas/promotions';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { ProductPicker } from '../../../components/product-picker';
import { isApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormat } from '../../../lib/format';
import { promotionKeys, useSavePromotion, type CompanyScope } from '../api/promotion-queries';
import { promotionFieldMessages, serverPromotionFieldMessages } from '../lib/promotion-errors';
import { isDirty, saveFields, stateFromPromotion, type PromotionFormState } from '../lib/promotion-form-state';
import { KIND_TEXTS } from '../lib/promotion-kinds';
import { PromotionStateBadge } from './promotion-state-badge';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export interface PromotionFormProps {
  kind: PromoKind;
  scope: CompanyScope;
  data: CallData<'/Promo/Get'>;
  /** The uses table of a saved promotion, shown under the form. */
  uses?: ReactNode;
}

export function PromotionForm({ kind, scope, data, uses }: PromotionFormProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const readable = useReadableColor();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const texts = KIND_TEXTS[kind];
  const [promotion, setPromotion] = useState<PromotionDetail | null>(data.promotion);
  const [base, setBase] = useState<PromotionFormState>(() => stateFromPromotion(data.promotion, f.locale));
  const [state, setState] = useState<PromotionFormState>(base);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<{ theirs: PromotionDetail; changedBy: string | null } | null>(null);
  const save = useSavePromotion(scope);

  const dirty = isDirty(base, state);
  const blocker = useBlocker({ shouldBlockFn: () => dirty && !save.isPending, enableBeforeUnload: () => dirty, withResolver: true });

  const patch = (change: Partial<PromotionFormState>) => {
    setState((s) => ({ ...s, ...change }));
    setServerErrors({});
  };

  /** The contract's rules and the texts that could not be read. */
  const clientErrors = useMemo(() => {
    const { fields, unreadable } = saveFields(state);
    const readableProblems = promotionProblems(kind, fields).filter((issue) => !unreadable.some((u) => u.campo === issue.campo));
    return promotionFieldMessages([...unreadable.map((u) => ({ ...u, mensaje: '' })), ...readableProblems], i18n);
  }, [state, kind, i18n]);
  const errors: Record<string, string | undefined> = { ...(showErrors ? clientErrors : {}), ...serverErrors };

  const adopt = (saved: PromotionDetail) => {
    const next = stateFromPromotion(saved, f.locale);
    setPromotion(saved);
    setBase(next);
    setState(next);
    setShowErrors(false);
  };

  const submit = (on: PromotionDetail | null = promotion) => {
    setShowErrors(true);
    if (Object.keys(clientErrors).length > 0) {
      notifications.show({ color: 'red', message: t`Revisa los campos marcados.`, autoClose: 3000 });
      return;
    }
    const { fields } = saveFields(state);
    const body = { kind, ...fields, ...(on ? { promotionId: on.id, baseVersion: on.version } : {}) };
    save.mutate(
      { body, mutationId: crypto.randomUUID() },
      {
        onSuccess: (result) => {
          adopt(result.promotion);
          notifications.show({ color: 'green', message: result.created ? t`Promoción creada.` : t`Cambios guardados.`, autoClose: 3000 });
          if (result.created) {
            queryClient.setQueryData(promotionKeys.detail(scope, kind, result.promotion.id), { ...data, promotion: result.promotion });
            void navigate({ to: texts.detailPath, params: { id: String(result.promotion.id) }, replace: true, ignoreBlocker: true });
          }
        },
        onError: (error) => {
          if (isApiError(error) && error.codigo === 'STALE_VERSION') {
            const theirs = error.detalle?.['current'] as PromotionDetail | undefined;
            if (theirs) {
              setStale({ theirs, changedBy: (error.detalle?.['changedBy'] as string | null | undefined) ?? null });
              return;
            }
          }
          setServerErrors(serverPromotionFieldMessages(error, i18n));
          notifications.show({ color: 'red', title: t`No se pudo guardar la promoción`, message: errorMessage(error), autoClose: 5000 });
        },
      },
    );
  };

  const categoryData = data.categoryOptions.map((c) => {
    const name = c.parentName ? `${c.parentName} › ${c.name}` : c.name;
    return { value: String(c.id), label: c.active ? name : t`${name} (inactiva)` };
  });
  const binData = data.binRangeOptions.map((b) => {
    const label = `${b.bank} · ${b.brand} · ${b.binFrom}–${b.binTo}`;
    return { value: String(b.id), label: b.active ? label : t`${label} (inactivo)` };
  });
  const usedCount = promotion?.usedCount ?? 0;
  const kindLabels: Record<DiscountKind, string> = { percent: t`Porcentaje`, fixed: t`Monto fijo`, free_shipping: t`Envío gratis` };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="md" maw={900}>
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            {promotion && <PromotionStateBadge state={promotion.state} />}
            {promotion && (
              <Badge color="blue" variant="light" styles={{ label: { color: readable('blue') } }}>
                {t`Versión ${promotion.version}`}
              </Badge>
            )}
            {dirty && (
              <Badge color="orange" variant="light" styles={{ label: { color: readable('orange') } }}>
                {t`Cambios sin guardar`}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            {dirty && (
              <Button variant="default" onClick={() => setState(base)}>
                <Trans>Descartar cambios</Trans>
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {promotion ? <Trans>Guardar</Trans> : <Trans>Crear promoción</Trans>}
            </Button>
          </Group>
        </Group>

        <Section title={<Trans>Promoción</Trans>}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={i18n._(texts.codeLabel)}
                description={i18n._(texts.codeHint)}
                required
                maxLength={PROMO_CODE_MAX}
                value={state.code}
                onChange={(e) => patch({ code: e.currentTarget.value })}
                error={errors['code']}
                autoComplete="off"
              />
              <Switch label={t`Activa`} description={t`Apagada, no se aplica aunque esté en fecha.`} checked={state.active} onChange={(e) => patch({ active: e.currentTarget.checked })} mt="md" />
            </SimpleGrid>
            <Textarea label={t`Descripción`} autosize minRows={2} maxLength={PROMO_DESCRIPTION_MAX} value={state.description} onChange={(e) => patch({ description: e.currentTarget.value })} error={errors['description']} />
          </Stack>
        </Section>

        <Section title={<Trans>Descuento</Trans>}>
          <Stack gap="sm">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="promo-discount-kind">
                <Trans>Tipo de descuento</Trans>
              </Text>
              <SegmentedControl
                aria-labelledby="promo-discount-kind"
                value={state.discountKind}
                onChange={(value) => patch({ discountKind: value as DiscountKind })}
                data={(['percent', 'fixed', 'free_shipping'] as const).map((value) => ({ value, label: kindLabels[value] }))}
                style={{ alignSelf: 'flex-start' }}
              />
            </Stack>
            {state.discountKind === 'percent' ? (
              <TextInput label={t`Porcentaje de descuento`} rightSection="%" inputMode="decimal" value={state.percentText} onChange={(e) => patch({ percentText: e.currentTarget.value })} error={errors['value']} w={220} />
            ) : state.discountKind === 'fixed' ? (
              <TextInput label={t`Monto de descuento`} description={t`Se reparte entre las líneas de la compra.`} inputMode="decimal" value={state.amountText} onChange={(e) => patch({ amountText: e.currentTarget.value })} error={errors['value']} w={220} />
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>El envío de la orden no se cobra.</Trans>
              </Text>
            )}
            <TextInput label={t`Compra mínima`} description={t`Total de los productos desde el que aplica; 0: cualquier compra.`} inputMode="decimal" value={state.minOrderText} onChange={(e) => patch({ minOrderText: e.currentTarget.value })} error={errors['minOrderCents']} w={220} />
          </Stack>
        </Section>

        <Section title={<Trans>Vigencia y usos</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput type="datetime-local" label={t`Desde`} description={t`Día y hora en que empieza a valer.`} required value={state.startsAt} onChange={(e) => patch({ startsAt: e.currentTarget.value })} error={errors['startsAt']} />
            <TextInput type="datetime-local" label={t`Hasta`} description={t`Vacío: sin fecha de fin.`} value={state.endsAt} onChange={(e) => patch({ endsAt: e.currentTarget.value })} error={errors['endsAt']} />
            <TextInput
              label={t`Usos en total`}
              description={promotion ? t`Vacío: sin límite. Usos hasta ahora: ${usedCount}.` : t`Vacío: sin límite.`}
              inputMode="numeric"
              value={state.totalLimitText}
              onChange={(e) => patch({ totalLimitText: e.currentTarget.value })}
              error={errors['totalLimit']}
            />
            <TextInput label={t`Usos por cliente`} description={t`Vacío: sin límite.`} inputMode="numeric" value={state.perCustomerLimitText} onChange={(e) => patch({ perCustomerLimitText: e.currentTarget.value })} error={errors['perCustomerLimit']} />
          </SimpleGrid>
        </Section>

        <Section title={<Trans>A qué se aplica</Trans>}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              <Trans>Sin productos ni categorías elegidos, se aplica a todos los productos.</Trans>
            </Text>
            {kind === 'card' ? (
              <MultiSelect
                label={t`Rangos de BIN`}
                description={t`La tarjeta del cliente debe empezar por un BIN de alguno de estos rangos.`}
                required
                data={binData}
                value={state.binRangeIds.map(String)}
                onChange={(ids) => patch({ binRangeIds: ids.map(Number) })}
                searchable
                clearable
                nothingFoundMessage={binData.length === 0 ? t`Esta empresa aún no tiene rangos de BIN: créalos en BINes.` : t`Ningún rango coincide`}
                error={errors['binRangeIds']}
              />
            ) : null}
            <MultiSelect
              label={t`Categorías`}
              data={categoryData}
              value={state.categoryIds.map(String)}
              onChange={(ids) => patch({ categoryIds: ids.map(Number) })}
              searchable
              clearable
              nothingFoundMessage={t`Ninguna categoría coincide`}
              error={errors['categoryIds']}
            />
            <ProductPicker multiple label={t`Productos`} empresaId={scope.empresaId} value={state.productIds} onChange={(ids) => patch({ productIds: ids })} error={errors['productIds']} />
          </Stack>
        </Section>
        {promotion ? uses : null}
      </Stack>

      {stale && (
        <Modal opened onClose={() => setStale(null)} title={t`Otra persona cambió esta promoción`} centered>
          <Stack gap="md">
            <Text size="sm">
              {stale.changedBy
                ? t`${stale.changedBy} guardó cambios en esta promoción mientras la editabas. Tus cambios aún no se guardaron.`
                : t`Alguien guardó cambios en esta promoción mientras la editabas. Tus cambios aún no se guardaron.`}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  adopt(stale.theirs);
                  setStale(null);
                }}
              >
                <Trans>Cargar su versión</Trans>
              </Button>
              <Button
                color="orange"
                onClick={() => {
                  const theirs = stale.theirs;
                  setPromotion(theirs);
                  setStale(null);
                  submit(theirs);
                }}
              >
                <Trans>Guardar mis cambios encima</Trans>
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}

      {blocker.status === 'blocked' && (
        <Modal opened onClose={() => blocker.reset()} title={t`¿Salir sin guardar?`} centered>
          <Stack gap="md">
            <Text size="sm">
              <Trans>Tienes cambios sin guardar en esta promoción. Si sales, se perderán.</Trans>
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => blocker.reset()}>
                <Trans>Seguir editando</Trans>
              </Button>
              <Button color="red" onClick={() => blocker.proceed()}>
                <Trans>Salir sin guardar</Trans>
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </form>
  );
}
