/**
 * Deleting a brand: one without products is deleted after a confirmation; one with products asks which brand its
 * products move to (the server moves them, audited, and deletes it in one transaction).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Brand } from '../../../../contract/schemas/brands';
import { brandListQuery, useDeleteBrand, type CompanyScope } from '../api/brand-queries';
import { useBrandErrorMessage } from '../lib/brand-errors';

interface BrandDeleteModalProps {
  scope: CompanyScope;
  brand: Brand;
  onClose: () => void;
}

export function BrandDeleteModal({ scope, brand, onClose }: BrandDeleteModalProps) {
  const { t } = useLingui();
  const describe = useBrandErrorMessage();
  const remove = useDeleteBrand(scope);
  const [target, setTarget] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [error, setError] = useState<string | null>(null);
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  const inUse = brand.productCount > 0;
  const options = useQuery({
    ...brandListQuery(scope, {
      q: target ? '' : q,
      active: undefined,
      page: 0,
    }),
    enabled: inUse,
  });
  const data = (options.data?.rows ?? []).filter((row) => row.id !== brand.id).map((row) => ({ value: String(row.id), label: row.nombre }));
  const name = brand.nombre;
  const count = brand.productCount;

  const confirm = async () => {
    setError(null);
    try {
      const result = await remove.mutateAsync({
        input: {
          brandId: brand.id,
          ...(target ? { moveProductsTo: Number(target) } : {}),
        },
        mutationId,
      });
      const moved = result.movedProducts;
      notifications.show({
        color: 'green',
        message: moved > 0 ? t`Marca eliminada; sus productos pasaron a la otra marca (${moved}).` : t`Marca eliminada.`,
        autoClose: 3000,
      });
      onClose();
    } catch (failure) {
      setMutationId(crypto.randomUUID());
      setError(describe(failure));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Eliminar marca`} centered>
      <Stack gap="sm">
        {inUse ? (
          <>
            <Text size="sm">
              <Trans>
                La marca «{name}» tiene <Plural value={count} one="# producto" other="# productos" />. Elige a qué marca pasarlos antes de eliminarla, o
                desactívala en su lugar.
              </Trans>
            </Text>
            <Select
              label={t`Pasar sus productos a`}
              placeholder={t`Busca una marca`}
              data={data}
              value={target}
              onChange={setTarget}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              nothingFoundMessage={t`No hay otras marcas con ese nombre`}
              required
            />
          </>
        ) : (
          <Text size="sm">
            <Trans>¿Eliminar la marca «{name}»? No la usa ningún producto.</Trans>
          </Text>
        )}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending} disabled={inUse && target === null}>
            {inUse ? <Trans>Pasar productos y eliminar</Trans> : <Trans>Eliminar</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
