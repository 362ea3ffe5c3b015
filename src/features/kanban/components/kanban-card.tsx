import { Plural, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Text } from '@mantine/core';
import { IconArrowsExchange, IconCloudUpload, IconUserShare } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { formatMoney } from '../../../../contract/money';
import { mayMakeAnyMove, movesFor, type OrderStatus } from '../../../../contract/order-status';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import { statusColorVar, useStatusLabel } from '../../../components/order-status/order-status-meta';
import { StatusDot } from '../../../components/order-status/status-dot';
import { intlLocale } from '../../../lib/i18n';
import { useReadableColor } from '../../../components/order-status/readable-color';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { ageText, slotTone, TONE_COLORS } from '../lib/slot-age';
import { dateTimeFormat } from '../../../../contract/intl-cache';
import { Bidi } from '../../../components/bidi';
import { useOpenOrderDetails } from '../lib/details-context';
import { CardDelivery } from './card-delivery';
import { NoMoveHint } from './no-move-hint';

/** Tall enough for the dispatcher's rows (address, phone, payment): the columns are virtual, every card one height. */
export const CARD_HEIGHT = 160;

function shallowEqual(a: object | null | undefined, b: object | null | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const ak = Object.keys(a) as (keyof typeof a)[];
  return ak.length === Object.keys(b).length && ak.every((key) => a[key] === (b as typeof a)[key]);
}

/** dnd hands out a new drag-handle props object on every render; compare its content so cards stay memoized. */
function sameCardProps(prev: KanbanCardProps, next: KanbanCardProps): boolean {
  return prev.order === next.order && prev.waiting === next.waiting && prev.role === next.role && prev.now === next.now && prev.onMove === next.onMove && shallowEqual(prev.dragHandleProps, next.dragHandleProps);
}

interface KanbanCardProps {
  order: OrderSummary;
  /** A change to this order is still waiting in the outbox: greyed, with a "not sent yet" mark. */
  waiting?: boolean;
  role: string;
  now: number;
  onMove: (order: OrderSummary, to: OrderStatus) => void;
  /** dnd's drag handle: put on the card body only, so the handle (a button) contains no other control. */
  dragHandleProps?: DraggableProvidedDragHandleProps | null;
}

/** A card: number, customer, slot, item count, total and age coloured against the slot; "Mover a" menu. */
export const KanbanCard = memo(function KanbanCard({ order, waiting = false, role, now, onMove, dragHandleProps }: KanbanCardProps) {
  const { t, i18n } = useLingui();
  const label = useStatusLabel();
  const readable = useReadableColor();
  const locale = intlLocale(i18n.locale);
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${order.slotDate}T00:00:00Z`));
  const tone = slotTone(order, now);
  const targets = movesFor(role, order.fulfilment, order.status);
  // Set by the board for roles without the order detail (DE): the number and the body open the delivery drawer.
  const openDetails = useOpenOrderDetails();
  const toneLabel = { early: t`A tiempo`, inside: t`En la franja`, late: t`Atrasada`, closed: t`Cerrada` }[tone];
  return (
    <Paper withBorder radius="md" p={8} h={CARD_HEIGHT - 8} data-testid="kanban-card" data-order-id={order.id} data-number={order.number} data-fulfilment={order.fulfilment} data-waiting={waiting || undefined} style={{ borderInlineStart: `4px solid ${statusColorVar(order.status)}`, opacity: waiting ? 0.6 : undefined }}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        {openDetails ? (
          <Anchor component="button" type="button" fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }} onClick={() => openDetails(order)} aria-label={t`Detalles de entrega de ${order.number}`}>
            {order.number}
          </Anchor>
        ) : (
          <Anchor renderRoot={(props) => <Link to="/orden/$id" params={{ id: String(order.id) }} {...props} />} fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }} onClick={(e) => e.stopPropagation()} tabIndex={-1}>
            {order.number}
          </Anchor>
        )}
        <Group gap={4} wrap="nowrap">
          {waiting ? <IconCloudUpload size={14} aria-label={t`Pendiente de enviar`} role="img" /> : null}
          <Badge size="xs" variant="light" color={TONE_COLORS[tone]} title={toneLabel} tt="none" styles={{ label: { color: readable(TONE_COLORS[tone]) } }}>
            <Bidi>{ageText(order.createdAt, now, locale)}</Bidi>
          </Badge>
          {targets.length > 0 && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" size="md" aria-label={t`Mover a`} title={t`Mover a`} onMouseDown={(e) => e.stopPropagation()}>
                  <IconArrowsExchange size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t`Mover ${order.number} a`}</Menu.Label>
                {targets.map((to) => (
                  <Menu.Item key={to} leftSection={<StatusDot status={to} />} onClick={() => onMove(order, to)}>
                    {label(to)}
                  </Menu.Item>
                ))}
                {/* A supervisor gives an order in picking to another picker: the board's move flow opens the chooser (ADR 008). */}
                {order.status === 'en_picking' && mayMakeAnyMove(role) && (
                  <Menu.Item leftSection={<IconUserShare size={14} aria-hidden />} onClick={() => onMove(order, 'en_picking')}>
                    {t`Reasignar picker`}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
          {targets.length === 0 && <NoMoveHint order={order} role={role} />}
        </Group>
      </Group>
      {/* dnd makes it a button (space lifts the card); a tap or Enter opens the delivery drawer where there is one. */}
      <div
        role="button"
        tabIndex={0}
        {...dragHandleProps}
        aria-label={t`Arrastrar orden ${order.number}`}
        style={{ cursor: 'grab', borderRadius: 4 }}
        onClick={openDetails ? () => openDetails(order) : undefined}
        onKeyDown={openDetails ? (event) => event.key === 'Enter' && openDetails(order) : undefined}
      >
      <Text size="sm" truncate>{order.customerName}</Text>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text size="xs" c={readable(TONE_COLORS[tone])}>
          <Bidi numeric>{`${day} ${time.format(new Date(order.slotStart))}–${time.format(new Date(order.slotEnd))}`}</Bidi>
        </Text>
        <Text size="xs" c="dimmed">
          {t`${order.itemCount} art.`}
          {/* Bags packed at the end of picking (issue 21 §4). */}
          {order.bagCount != null && <span data-testid="kanban-bags">{' · '}<Plural value={order.bagCount} one="# bolsa" other="# bolsas" /></span>}
        </Text>
      </Group>
      <Text size="sm" fw={700} ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Bidi numeric>{formatMoney(order.totalCents, locale, order.currency)}</Bidi>
      </Text>
      </div>
      <CardDelivery order={order} locale={locale} />
    </Paper>
  );
}, sameCardProps);
