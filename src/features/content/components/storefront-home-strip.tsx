/**
 * The storefront's content strip as the shop shows it (`/Shop/Home`): the store's company's active elements with
 * their items in force. Nothing at all while it loads, when there is nothing to show, or if the read fails (the shop
 * still works without it).
 */
import { useQuery } from '@tanstack/react-query';
import { storefrontStripQuery, type StripScope } from '../api/content-queries';
import { StorefrontStrip } from './storefront-strip';

export function StorefrontHomeStrip({ scope, compact }: { scope: StripScope; compact?: boolean }) {
  const strip = useQuery(storefrontStripQuery(scope));
  if (!strip.data || strip.data.length === 0) return null;
  return <StorefrontStrip elements={strip.data} compact={compact ?? false} />;
}
