/** Confirms deleting a news item (who read it goes with it). */
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewsSummary } from '../../../../contract/schemas/news';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useErrorMessage } from '../../../lib/error-message';
import { useDeleteNews, type CompanyScope } from '../api/news-queries';

export function NewsDeleteModal({ scope, news, onClose }: { scope: CompanyScope; news: NewsSummary; onClose: () => void }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const remove = useDeleteNews(scope);
  const title = news.title;

  return (
    <ConfirmDeleteModal
      title={t`Eliminar novedad`}
      done={t`Novedad eliminada.`}
      pending={remove.isPending}
      onDelete={(mutationId) => remove.mutateAsync({ input: { id: news.id, baseVersion: news.version }, mutationId })}
      describe={describe}
      onClose={onClose}
    >
      <Trans>¿Eliminar «{title}»? Deja de mostrarse al personal y se pierde quién la leyó. Para ocultarla sin perder eso, desactívala.</Trans>
    </ConfirmDeleteModal>
  );
}
