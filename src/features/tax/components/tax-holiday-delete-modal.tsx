/** Deleting a holiday period after a confirmation that names it and its dates. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { TaxHoliday } from '../../../../contract/schemas/tax';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useDeleteTaxHoliday, type CompanyScope } from '../api/tax-queries';
import { useDayFormat } from '../lib/day-format';
import { useTaxErrorMessage } from '../lib/tax-errors';

interface TaxHolidayDeleteModalProps {
  scope: CompanyScope;
  period: TaxHoliday;
  onClose: () => void;
}

export function TaxHolidayDeleteModal({ scope, period, onClose }: TaxHolidayDeleteModalProps) {
  const { t } = useLingui();
  const day = useDayFormat();
  const describe = useTaxErrorMessage(day);
  const remove = useDeleteTaxHoliday(scope);
  const name = period.nombre;
  const from = day(period.desde);
  const to = day(period.hasta);

  return (
    <ConfirmDeleteModal
      title={t`Eliminar periodo`}
      done={t`Periodo eliminado.`}
      pending={remove.isPending}
      onDelete={(mutationId) => remove.mutateAsync({ input: { id: period.id, baseVersion: period.version }, mutationId })}
      describe={describe}
      onClose={onClose}
    >
      <Trans>¿Eliminar el periodo «{name}» (del {from} al {to})? Esos días se cobrará el IVA normal de cada producto.</Trans>
    </ConfirmDeleteModal>
  );
}
