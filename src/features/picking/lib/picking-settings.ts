/** The order company's picking settings as the phone uses them (from `/Picking/Get`, issue 21 §4). */
import type { Gs1Prefixes } from '../../../../contract/gs1';
import type { PickingSettings } from '../../../../contract/schemas/picking';

/**
 * The server's defaults (companies table): a snapshot stored before the settings reached the phone lacks them,
 * and the first fresh read brings the company's own.
 */
export const DEFAULT_PICKING_SETTINGS: PickingSettings = {
  gs1WeightPrefixes: ['20', '21', '22', '23', '24'],
  gs1PricePrefixes: ['25', '26', '27', '28', '29'],
  chargePendingSubstitutions: false,
};

export function gs1Prefixes(settings: PickingSettings | undefined): Gs1Prefixes {
  const { gs1WeightPrefixes, gs1PricePrefixes } = settings ?? DEFAULT_PICKING_SETTINGS;
  return { weight: gs1WeightPrefixes, price: gs1PricePrefixes };
}

export function chargesPendingSubstitutions(settings: PickingSettings | undefined): boolean {
  return (settings ?? DEFAULT_PICKING_SETTINGS).chargePendingSubstitutions;
}
