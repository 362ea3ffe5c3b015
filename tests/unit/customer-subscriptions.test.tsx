/**
 * The customer page's subscriptions (issue 20 §1): subscribing shows the plan's trial and offer before confirming and
 * sends the chosen plan once; cancelling asks first, saying until when the benefits last.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AvailablePlan, CustomerSubscription } from '../../contract/schemas/subscriptions';
import { CustomerSubscriptions } from '../../src/features/customers/components/customer-subscriptions';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, type RecordedCall } from './msw/middleware';
import { renderWithProviders } from './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();

const prime: AvailablePlan = {
  planId: 7,
  planName: 'Mensual',
  ApplicationId: 3,
  applicationName: 'Canasta Prime',
  priceCents: 999,
  periodMonths: 1,
  trialDays: 14,
  offer: { id: 2, name: 'Lanzamiento', priceCents: 499, endsAt: '2026-12-01T05:00:00.000Z' },
};
const yearly: AvailablePlan = { ...prime, planId: 8, planName: 'Anual', priceCents: 9900, periodMonths: 12, trialDays: 0, offer: null };

function subscription(overrides: Partial<CustomerSubscription> = {}): CustomerSubscription {
  return {
    id: 41,
    ApplicationId: 3,
    applicationName: 'Canasta Prime',
    planId: 7,
    planName: 'Mensual',
    status: 'activa',
    startedAt: '2026-11-20T17:00:00.000Z',
    trialEndsAt: null,
    currentPeriodStart: '2026-11-20T17:00:00.000Z',
    currentPeriodEnd: '2026-12-20T17:00:00.000Z',
    cancelledAt: null,
    version: 3,
    periods: [{ kind: 'alta', periodStart: '2026-11-20T17:00:00.000Z', periodEnd: '2026-12-20T17:00:00.000Z', amountCents: 999 }],
    ...overrides,
  };
}

beforeEach(() => saveUserData(demoUser('CC')));

describe('customer subscriptions', () => {
  it('subscribes to the chosen plan after showing its trial and offer, with one mutationId', { timeout: 60_000 }, async () => {
    const calls: RecordedCall[] = [];
    let subscriptions: CustomerSubscription[] = [];
    server.use(
      middleware(
        {
          '/Scope/Options': () => ok({ companies: [{ id: 1, name: 'Mercado Andino', currency: 'USD' }], stores: [], warehouses: [] }),
          '/Customer/Subscriptions': () => ok({ subscriptions, availablePlans: subscriptions.length ? [] : [prime, yearly] }),
          '/Customer/Subscribe': () => {
            subscriptions = [subscription({ trialEndsAt: '2026-12-04T17:00:00.000Z', currentPeriodEnd: '2026-12-04T17:00:00.000Z', periods: [] })];
            return ok(subscriptions[0]);
          },
        },
        calls,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<CustomerSubscriptions customerId={5} companyId={1} />);
    expect(await screen.findByText('Este cliente no tiene suscripciones.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suscribir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suscribir al cliente' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Plan' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Canasta Prime · Mensual' }));
    const terms = within(dialog).getByTestId('plan-terms');
    expect(terms).toHaveTextContent('Prueba gratis de 14 días.');
    expect(terms).toHaveTextContent(/Oferta «Lanzamiento»: \$\s?4,99 el primer periodo/);
    expect(terms).toHaveTextContent(/Después, \$\s?9,99 cada mes\./);
    await user.click(within(dialog).getByRole('button', { name: 'Suscribir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((call) => call.path === '/Customer/Subscribe');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ customerId: 5, planId: 7 });
    expect(String(sent[0]!.body['mutationId'])).toMatch(/^[0-9a-f-]{36}$/);
    const card = await screen.findByTestId('customer-subscription');
    expect(card).toHaveTextContent('Canasta Prime · Mensual');
    expect(card).toHaveTextContent('Activa');
    expect(card).toHaveTextContent(/Prueba gratis hasta: 4\/12\/26/);
  });

  it('asks before cancelling, saying until when the benefits last, and sends the version it read', { timeout: 60_000 }, async () => {
    const calls: RecordedCall[] = [];
    let current = subscription();
    server.use(
      middleware(
        {
          '/Scope/Options': () => ok({ companies: [{ id: 1, name: 'Mercado Andino', currency: 'USD' }], stores: [], warehouses: [] }),
          '/Customer/Subscriptions': () => ok({ subscriptions: [current], availablePlans: [] }),
          '/Customer/CancelSubscription': () => {
            current = subscription({ status: 'cancelada', cancelledAt: '2026-11-21T10:00:00.000Z', version: 4 });
            return ok(current);
          },
        },
        calls,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<CustomerSubscriptions customerId={5} companyId={1} />);
    const card = await screen.findByTestId('customer-subscription');
    expect(within(card).getByTestId('subscription-next')).toHaveTextContent('Próxima renovación:');
    await user.click(within(card).getByRole('button', { name: 'Cancelar suscripción' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la suscripción?' });
    expect(within(dialog).getByTestId('cancel-subscription-text')).toHaveTextContent(/^La suscripción a «Canasta Prime» no se renovará\. Sus beneficios siguen hasta el 20\/12\/26/);
    // Nothing is sent before confirming.
    expect(calls.filter((call) => call.path === '/Customer/CancelSubscription')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar suscripción' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.path === '/Customer/CancelSubscription').map((call) => call.body)).toEqual([expect.objectContaining({ subscriptionId: 41, version: 3 })]);
    await waitFor(() => expect(within(screen.getByTestId('customer-subscription')).getByTestId('subscription-next')).toHaveTextContent(/Beneficios hasta: 20\/12\/26.* \(no se renueva\)/));
    expect(screen.getByTestId('customer-subscription')).toHaveTextContent('Cancelada');
  });
});
