/** Deleting a banner after a confirmation that names it, its store and its window. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { IntrusiveBanner } from '../../../../contract/schemas/intrusive-banner';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useFormat } from '../../../lib/format';
import { useDeleteBanner, type CompanyScope } from '../api/banner-queries';
import { useBannerErrorMessage } from '../lib/banner-errors';

export function BannerDeleteModal({ scope, banner, onClose }: { scope: CompanyScope; banner: IntrusiveBanner; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const describe = useBannerErrorMessage(format.dateTime);
  const remove = useDeleteBanner(scope);
  const name = banner.title || `#${banner.id}`;
  const store = banner.tiendaNombre;
  const from = format.dateTime(banner.startsAt);
  const to = format.dateTime(banner.endsAt);

  return (
    <ConfirmDeleteModal
      title={t`Eliminar banner`}
      done={t`Banner eliminado.`}
      pending={remove.isPending}
      onDelete={(mutationId) => remove.mutateAsync({ input: { id: banner.id, baseVersion: banner.version }, mutationId })}
      describe={describe}
      onClose={onClose}
    >
      <Trans>¿Eliminar el banner «{name}» de {store} (del {from} al {to})? La tienda deja de mostrarlo.</Trans>
    </ConfirmDeleteModal>
  );
}
