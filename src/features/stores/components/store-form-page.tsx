/**
 * One store's page (/store/editar/:id, /store/crear): loads the store with the form's choices, asks SA for a company
 * before creating, and shows the form, read-only to roles outside STORE_EDIT_ROLES (CA and CC).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { STORE_EDIT_ROLES } from '../../../../contract/roles';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { useUserData } from '../../../lib/user-data';
import { storeDetailQuery } from '../api/store-queries';
import { StoreForm } from './store-form';

export function StoreFormPage({ storeId }: { storeId: number | null }) {
  const { t } = useLingui();
  const user = useUserData();
  const canEdit = user !== null && STORE_EDIT_ROLES.includes(user.rol);
  const { scope, needsCompany } = useCompanyScope();
  const errorMessage = useErrorMessage();
  // Editing names the store (its company follows from it); only a new store needs SA's company.
  const waitCompany = needsCompany && storeId === null;
  const query = useQuery({ ...storeDetailQuery(scope, storeId), enabled: !waitCompany && (storeId !== null || canEdit) });
  const title = storeId === null ? t`Nueva tienda` : (query.data?.store?.name ?? t`Tienda n.º ${storeId}`);
  usePageTitle(title);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Anchor component={Link} to="/store" size="sm">
          <Group gap={4}><IconArrowLeft size={14} /><Trans>Tiendas</Trans></Group>
        </Anchor>
        <Title order={1} fz="h2">{title}</Title>
      </Stack>
      {storeId === null && !canEdit ? (
        <Alert color="yellow" title={t`No puedes crear tiendas`}>
          <Trans>Tu rol puede ver las tiendas, pero no crearlas ni editarlas.</Trans>
        </Alert>
      ) : waitCompany ? (
        <ChooseCompany />
      ) : query.isPending ? (
        <Skeleton h={420} />
      ) : query.isError ? (
        <Alert color="red" title={t`No se pudo cargar la tienda`}>{errorMessage(query.error)}</Alert>
      ) : (
        // A new key per store and company: the form starts from what was loaded.
        <StoreForm key={`${query.data.options.companyId}:${storeId ?? 'nueva'}`} scope={scope} data={query.data} readOnly={!canEdit} />
      )}
    </Stack>
  );
}
