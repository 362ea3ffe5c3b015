/**
 * The customer's subscriptions (docs/subscriptions.md "Customers' subscriptions"): current and past ones with their
 * periods, "Suscribir" to a plan they may take now (its trial and the offer in force shown first) and "Cancelar
 * suscripción" (confirmed, saying until when the benefits last). CC, PS and SA.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Modal, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AvailablePlan, CustomerSubscription } from '../../../../contract/schemas/subscriptions';
import type { SubscriptionStatus } from '../../../../contract/subscription-constants';
import { Bidi } from '../../../components/bidi';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR, useFormat } from '../../../lib/format';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';
import { useUserData } from '../../../lib/user-data';
import { customerSubscriptionsQuery, useCancelSubscription, useSubscribe } from '../api/customer-subscription-queries';

const STATUS_COLOR: Record<SubscriptionStatus, string> = { activa: 'green', cancelada: 'yellow', vencida: 'gray' };

export function CustomerSubscriptions({ customerId, companyId }: { customerId: number; companyId: number }) {
  const describe = useErrorMessage();
  const user = useUserData();
  const currency = useQuery(scopeOptionsQuery(user?.userID)).data?.companies.find((company) => company.id === companyId)?.currency ?? 'USD';
  const query = useQuery(customerSubscriptionsQuery(customerId));
  const [subscribing, setSubscribing] = useState(false);
  const [cancelling, setCancelling] = useState<CustomerSubscription | null>(null);

  if (query.isPending) return <Skeleton h={120} aria-busy="true" />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {describe(query.error)}
      </Alert>
    );
  }
  const { subscriptions, availablePlans } = query.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          <Trans>Suscripciones</Trans>
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} disabled={availablePlans.length === 0} onClick={() => setSubscribing(true)}>
          <Trans>Suscribir</Trans>
        </Button>
      </Group>
      {subscriptions.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Este cliente no tiene suscripciones.</Trans>
        </Text>
      ) : (
        subscriptions.map((subscription) => <SubscriptionCard key={subscription.id} subscription={subscription} currency={currency} onCancel={() => setCancelling(subscription)} />)
      )}
      {subscribing ? <SubscribeModal customerId={customerId} plans={availablePlans} currency={currency} onClose={() => setSubscribing(false)} /> : null}
      {cancelling ? <CancelModal customerId={customerId} subscription={cancelling} onClose={() => setCancelling(null)} /> : null}
    </Stack>
  );
}

function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useLingui();
  const readable = useReadableColor();
  const label: Record<SubscriptionStatus, string> = { activa: t`Activa`, cancelada: t`Cancelada`, vencida: t`Vencida` };
  return (
    <Badge size="sm" variant="light" color={STATUS_COLOR[status]} styles={{ label: { color: readable(STATUS_COLOR[status]) } }}>
      {label[status]}
    </Badge>
  );
}

function SubscriptionCard({ subscription: s, currency, onCancel }: { subscription: CustomerSubscription; currency: string; onCancel: () => void }) {
  const { t } = useLingui();
  const f = useFormat();
  const kind = { prueba: t`Prueba`, alta: t`Primer pago`, renovacion: t`Renovación` };
  const app = s.applicationName;
  const start = f.dateTime(s.currentPeriodStart);
  const end = f.dateTime(s.currentPeriodEnd);
  const trialEnd = s.trialEndsAt ? f.dateTime(s.trialEndsAt) : null;
  return (
    <Card withBorder padding="sm" radius="md" data-testid="customer-subscription" aria-label={`${s.applicationName} · ${s.planName}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>
              <Bidi>{s.applicationName}</Bidi> · <Bidi>{s.planName}</Bidi>
            </Text>
            <StatusBadge status={s.status} />
          </Group>
          {s.status === 'activa' ? (
            <Button size="compact-sm" variant="subtle" color="red" onClick={onCancel}>
              <Trans>Cancelar suscripción</Trans>
            </Button>
          ) : null}
        </Group>
        <Text size="sm" style={TABULAR}>
          <Trans>
            Periodo actual: {start} – {end}
          </Trans>
        </Text>
        {trialEnd ? (
          <Text size="sm" style={TABULAR}>
            <Trans>Prueba gratis hasta: {trialEnd}</Trans>
          </Text>
        ) : null}
        <Text size="sm" style={TABULAR} data-testid="subscription-next">
          {s.status === 'activa' ? t`Próxima renovación: ${end}` : s.status === 'cancelada' ? t`Beneficios hasta: ${end} (no se renueva)` : t`Terminó: ${end}`}
        </Text>
        <Table.ScrollContainer minWidth={360}>
          <Table fz="sm" striped withRowBorders={false} aria-label={t`Periodos de ${app}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Periodo</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Desde</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Hasta</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Importe</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.periods.map((period) => (
                <Table.Tr key={period.periodStart}>
                  <Table.Td>{kind[period.kind]}</Table.Td>
                  <Table.Td style={TABULAR}>{f.dateTime(period.periodStart)}</Table.Td>
                  <Table.Td style={TABULAR}>{f.dateTime(period.periodEnd)}</Table.Td>
                  <Table.Td ta="end" style={TABULAR}>
                    {f.money(period.amountCents, currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

/** What taking a plan costs: its trial, the offer in force, then its price every period. */
function PlanTerms({ plan, currency }: { plan: AvailablePlan; currency: string }) {
  const f = useFormat();
  const price = f.money(plan.priceCents, currency);
  const months = plan.periodMonths;
  const days = plan.trialDays;
  const offerName = plan.offer?.name ?? '';
  const offerPrice = plan.offer ? f.money(plan.offer.priceCents, currency) : '';
  const offerEnds = plan.offer ? f.dateTime(plan.offer.endsAt) : '';
  return (
    <Stack gap={4} data-testid="plan-terms">
      {plan.trialDays > 0 ? (
        <Text size="sm">
          <Trans>Prueba gratis de {days} días.</Trans>
        </Text>
      ) : null}
      {plan.offer ? (
        <Text size="sm">
          <Trans>
            Oferta «{offerName}»: {offerPrice} el primer periodo (suscribiéndose hasta {offerEnds}).
          </Trans>
        </Text>
      ) : null}
      <Text size="sm">{months === 1 ? <Trans>Después, {price} cada mes.</Trans> : <Trans>Después, {price} cada {months} meses.</Trans>}</Text>
    </Stack>
  );
}

function SubscribeModal({ customerId, plans, currency, onClose }: { customerId: number; plans: AvailablePlan[]; currency: string; onClose: () => void }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const subscribe = useSubscribe(customerId);
  const [planId, setPlanId] = useState<string | null>(plans.length === 1 ? String(plans[0]!.planId) : null);
  // One mutationId per attempt: a retry after a lost answer is applied once; a refusal starts a new attempt.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const plan = plans.find((p) => String(p.planId) === planId) ?? null;
  const planName = plan?.planName ?? '';
  const confirm = () => {
    if (!plan) return;
    setError(null);
    subscribe.mutate(
      { planId: plan.planId, mutationId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t`Suscripción a «${planName}» creada.`, autoClose: 3000 });
          onClose();
        },
        onError: (failure) => {
          setMutationId(crypto.randomUUID());
          setError(describe(failure));
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t`Suscribir al cliente`} centered>
      <Stack gap="sm">
        <Select
          label={t`Plan`}
          placeholder={t`Elige un plan`}
          data={plans.map((p) => ({ value: String(p.planId), label: `${p.applicationName} · ${p.planName}` }))}
          value={planId}
          onChange={setPlanId}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        {plan ? <PlanTerms plan={plan} currency={currency} /> : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Volver</Trans>
          </Button>
          <Button disabled={!plan} loading={subscribe.isPending} onClick={confirm}>
            <Trans>Suscribir</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CancelModal({ customerId, subscription, onClose }: { customerId: number; subscription: CustomerSubscription; onClose: () => void }) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useErrorMessage();
  const cancel = useCancelSubscription(customerId);
  const [error, setError] = useState<string | null>(null);
  const name = subscription.applicationName;
  const until = f.dateTime(subscription.currentPeriodEnd);
  const confirm = () => {
    setError(null);
    cancel.mutate(
      { subscriptionId: subscription.id, version: subscription.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t`Suscripción cancelada.`, autoClose: 3000 });
          onClose();
        },
        onError: (failure) => setError(describe(failure)),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t`¿Cancelar la suscripción?`} centered>
      <Stack gap="sm">
        <Text size="sm" data-testid="cancel-subscription-text">
          <Trans>
            La suscripción a «{name}» no se renovará. Sus beneficios siguen hasta el {until}
          </Trans>
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Volver</Trans>
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={confirm}>
            <Trans>Cancelar suscripción</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
