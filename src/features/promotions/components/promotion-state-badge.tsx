import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { PromoState } from '../../../../contract/schemas/promotions';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { PROMO_STATE_BADGES } from '../lib/promotion-format';

export function PromotionStateBadge({ state }: { state: PromoState }) {
  const { i18n } = useLingui();
  const readable = useReadableColor();
  const { label, color } = PROMO_STATE_BADGES[state];
  // Mantine's light badge text fails AA contrast for most hues: the shared readable colour keeps it legible.
  return (
    <Badge color={color} variant="light" size="sm" styles={{ label: { color: readable(color) } }} data-state={state}>
      {i18n._(label)}
    </Badge>
  );
}
