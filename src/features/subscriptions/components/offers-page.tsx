/**
 * /subscriptions/offers (SU, SA): time-limited plan prices with the plan's usual price beside them, their window and
 * state (programada, vigente, terminada against the server's clock); create. docs/subscription-screens.md.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Offer } from '../../../../contract/schemas/subscriptions';
import { TABULAR, useFormat } from '../../../lib/format';
import { offersQuery } from '../api/subscription-queries';
import type { SubscriptionSearch } from '../lib/subscription-search';
import { EditableList, OfferStateBadge, usePhone } from './list-parts';
import { OfferFormModal } from './offer-form-modal';
import { NoApplicationYet, SubscriptionsFrame, type FrameContext } from './subscriptions-frame';

interface PageProps {
  search: SubscriptionSearch;
  onAppChange: (app: number | undefined) => void;
}

export function OffersPage({ search, onAppChange }: PageProps) {
  const { t } = useLingui();
  return (
    <SubscriptionsFrame screen="offers" title={t`Ofertas de suscripción`} app={search.app} onAppChange={onAppChange}>
      {(context) => (context.apps.length === 0 ? <NoApplicationYet /> : <OfferList key={context.appId ?? 0} {...context} />)}
    </SubscriptionsFrame>
  );
}

function OfferList({ scope, appId }: FrameContext) {
  const phone = usePhone();
  const list = useQuery(offersQuery(scope, appId));
  const [creating, setCreating] = useState(false);
  const rows = list.data ?? [];
  return (
    <Stack gap="sm">
      <EditableList
        intro={<Trans>Quien se suscribe dentro de la ventana paga el precio de oferta en su primer periodo.</Trans>}
        newLabel={<Trans>Nueva oferta</Trans>}
        onNew={() => setCreating(true)}
        pending={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText={<Trans>Aún no hay ofertas. Crea una para rebajar un plan durante unos días.</Trans>}
        count={<Plural value={rows.length} one="# oferta" other="# ofertas" />}
      >
        {phone ? <OfferCards rows={rows} /> : <OfferTable rows={rows} />}
      </EditableList>
      {creating ? <OfferFormModal scope={scope} appId={appId} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}

function Window({ offer }: { offer: Offer }) {
  const f = useFormat();
  return (
    <Text size="sm" style={TABULAR} span>
      {f.dateTime(offer.startsAt)} – {f.dateTime(offer.endsAt)}
    </Text>
  );
}

/** The offer price with the plan's crossed out beside it. */
function Prices({ offer }: { offer: Offer }) {
  const f = useFormat();
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Text size="sm" fw={600} style={TABULAR}>
        {f.money(offer.priceCents)}
      </Text>
      <Text size="xs" c="dimmed" td="line-through" style={TABULAR}>
        {f.money(offer.planPriceCents)}
      </Text>
    </Group>
  );
}

function OfferTable({ rows }: { rows: readonly Offer[] }) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Ofertas`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Plan</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Nombre</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Precio de oferta / del plan</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Ventana</Trans>
            </Table.Th>
            <Table.Th w={110}>
              <Trans>Estado</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((offer) => (
            <Table.Tr key={offer.id} data-testid="offer-row">
              <Table.Td>{offer.planName}</Table.Td>
              <Table.Td fw={500}>{offer.name}</Table.Td>
              <Table.Td>
                <Prices offer={offer} />
              </Table.Td>
              <Table.Td>
                <Window offer={offer} />
              </Table.Td>
              <Table.Td>
                <OfferStateBadge state={offer.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OfferCards({ rows }: { rows: readonly Offer[] }) {
  return (
    <Stack gap="xs">
      {rows.map((offer) => (
        <Card key={offer.id} withBorder padding="sm" radius="md" data-testid="offer-row">
          <Stack gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={500} truncate>
                {offer.name}
              </Text>
              <OfferStateBadge state={offer.state} />
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {offer.planName}
              </Text>
              <Prices offer={offer} />
            </Group>
            <Window offer={offer} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
