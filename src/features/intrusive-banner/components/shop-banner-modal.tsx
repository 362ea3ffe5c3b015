/**
 * The intrusive banner as the shop on behalf of a customer shows it (/tienda-cliente): full screen, closable, its
 * picture a link when it has one; at most once every `everyDays` days per customer on this device.
 */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Image, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ShopBanner } from '../../../../contract/schemas/intrusive-banner';
import { callApi } from '../../../lib/api-client';
import { bannerKeys, type StoreScope } from '../api/banner-queries';
import { bannerDue, markBannerSeen } from '../lib/banner-seen';

/**
 * The banner to show now, decided once when it is read (and marked seen then), so it does not vanish while open
 * nor show again on the next render; read once per store and customer while the page is open.
 */
function bannerToShowQuery(scope: StoreScope, customerId: number) {
  return {
    queryKey: [...bannerKeys.shop(scope, customerId), 'to-show'] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ShopBanner | null> => {
      const { banner } = await callApi('/Shop/IntrusiveBanner', { ...scope, idCliente: customerId }, { signal });
      if (!banner || !bannerDue(banner.id, customerId, banner.everyDays)) return null;
      markBannerSeen(banner.id, customerId);
      return banner;
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  };
}

export function ShopBannerModal({ scope, customerId }: { scope: StoreScope; customerId: number }) {
  const banner = useQuery(bannerToShowQuery(scope, customerId));
  const [closed, setClosed] = useState(false);
  return banner.data && !closed ? <BannerModal banner={banner.data} onClose={() => setClosed(true)} /> : null;
}

function BannerModal({ banner, onClose }: { banner: ShopBanner; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const picture = <Image src={banner.imageUrl} alt={banner.title || t`Banner de la tienda`} mah="80vh" fit="contain" />;
  const external = banner.link.startsWith('https://');
  return (
    <Modal opened onClose={onClose} fullScreen title={banner.title || t`Banner de la tienda`} closeButtonProps={{ 'aria-label': t`Cerrar banner` }} data-testid="shop-banner">
      <Stack align="center" gap="sm">
        {banner.link === '' ? (
          picture
        ) : external ? (
          <Anchor href={banner.link} target="_blank" rel="noopener noreferrer" aria-label={t`Abrir el enlace del banner`}>
            {picture}
          </Anchor>
        ) : (
          <Anchor
            href={banner.link}
            aria-label={t`Abrir el enlace del banner`}
            onClick={(event) => {
              event.preventDefault();
              onClose();
              void navigate({ to: banner.link });
            }}
          >
            {picture}
          </Anchor>
        )}
        {banner.title ? (
          <Text fw={600} ta="center">
            {banner.title}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
