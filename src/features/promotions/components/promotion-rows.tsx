/** The promotions as a dense table (desktop) or cards (phones); each opens its form. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PromoKind, PromotionSummary } from '../../../../contract/schemas/promotions';
import { TABULAR, useFormat, type Formats } from '../../../lib/format';
import { promotionValueText, usesText } from '../lib/promotion-format';
import { KIND_TEXTS } from '../lib/promotion-kinds';
import { PromotionStateBadge } from './promotion-state-badge';

interface RowsProps {
  kind: PromoKind;
  rows: readonly PromotionSummary[];
  currency: string;
}

function PromotionLink({ kind, row }: { kind: PromoKind; row: PromotionSummary }) {
  return (
    <Anchor renderRoot={(props) => <Link to={KIND_TEXTS[kind].detailPath} params={{ id: String(row.id) }} {...props} />} fw={500} size="sm">
      {row.code}
    </Anchor>
  );
}

function windowText(row: PromotionSummary, format: Formats, noEnd: string): string {
  return `${format.dateTime(row.startsAt)} – ${row.endsAt === null ? noEnd : format.dateTime(row.endsAt)}`;
}

function useKindLabels() {
  const { t } = useLingui();
  return { percent: t`Porcentaje`, fixed: t`Monto fijo`, free_shipping: t`Envío gratis`, noEnd: t`sin fin` };
}

export function PromotionTable({ kind, rows, currency }: RowsProps) {
  const format = useFormat();
  const { i18n } = useLingui();
  const labels = useKindLabels();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={i18n._(KIND_TEXTS[kind].title)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{i18n._(KIND_TEXTS[kind].codeLabel)}</Table.Th>
            <Table.Th>
              <Trans>Tipo</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Valor</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Vigencia</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Usos</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Estado</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="promotion-row">
              <Table.Td>
                <PromotionLink kind={kind} row={row} />
                {row.description ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {row.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{labels[row.discountKind]}</Table.Td>
              <Table.Td ta="end" style={TABULAR}>
                {promotionValueText(row.discountKind, row.value, format, currency, i18n)}
              </Table.Td>
              <Table.Td style={TABULAR}>{windowText(row, format, labels.noEnd)}</Table.Td>
              <Table.Td ta="end" style={TABULAR}>
                {usesText(row.usedCount, row.totalLimit, format.count)}
              </Table.Td>
              <Table.Td>
                <PromotionStateBadge state={row.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function PromotionCards({ kind, rows, currency }: RowsProps) {
  const format = useFormat();
  const { i18n } = useLingui();
  const labels = useKindLabels();
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Card key={row.id} withBorder padding="sm" radius="md" data-testid="promotion-row">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <PromotionLink kind={kind} row={row} />
            <PromotionStateBadge state={row.state} />
          </Group>
          <Text size="sm" style={TABULAR}>
            {promotionValueText(row.discountKind, row.value, format, currency, i18n)} · <Trans>Usos</Trans> {usesText(row.usedCount, row.totalLimit, format.count)}
          </Text>
          <Text size="sm" c="dimmed" style={TABULAR}>
            {windowText(row, format, labels.noEnd)}
          </Text>
          {row.description ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {row.description}
            </Text>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
