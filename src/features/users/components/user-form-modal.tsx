/**
 * Create or edit a user: name, email, role (only the roles the caller may give), company (SA), warehouse (required
 * for PK, DE and CA) and home store. No password here: a new user gets a mailed link to choose one.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { grantableRoles, ROLE_NAMES, WAREHOUSE_BOUND_ROLES, type RoleCode } from '../../../../contract/roles';
import type { ScopeOptions } from '../../../../contract/schemas/scope';
import { USER_NAME_MAX, type UserRow } from '../../../../contract/schemas/users';
import { useSaveUser } from '../api/user-queries';
import { useUserErrorMessage, useUserFieldErrors } from '../lib/user-errors';

interface UserFormModalProps {
  /** The user edited, or null for a new one. */
  user: UserRow | null;
  callerRole: RoleCode;
  /** For SA: the company chosen in the header, the default of a new user's company. */
  defaultCompanyId: number | null;
  options: ScopeOptions | undefined;
  onClose: () => void;
}

const idText = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));

export function UserFormModal({ user, callerRole, defaultCompanyId, options, onClose }: UserFormModalProps) {
  const { t } = useLingui();
  const describe = useUserErrorMessage();
  const fieldsOf = useUserFieldErrors();
  const save = useSaveUser();
  const isSa = callerRole === 'SA';
  const [nombre, setNombre] = useState(user?.nombre ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [role, setRole] = useState<string | null>(user?.role ?? null);
  const [companyId, setCompanyId] = useState<string | null>(idText(user?.companyId ?? defaultCompanyId ?? options?.companies[0]?.id));
  const [warehouseId, setWarehouseId] = useState<string | null>(idText(user?.warehouseId));
  const [storeId, setStoreId] = useState<string | null>(idText(user?.storeId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One id per form: a double click or a retry after a lost answer applies once.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());

  const roles = grantableRoles(callerRole);
  const roleData: Array<{ value: string; label: string }> = roles.map((code) => ({ value: code, label: ROLE_NAMES[code] }));
  // A stored code the caller could not give stays visible (its name is shown, it cannot be chosen again).
  if (user && !roles.some((code) => code === user.role)) roleData.push({ value: user.role, label: user.roleName });
  const needsCompany = role !== 'SA';
  const needsWarehouse = role !== null && WAREHOUSE_BOUND_ROLES.includes(role as RoleCode);
  const company = isSa ? (companyId === null ? null : Number(companyId)) : null;
  const ofCompany = <T extends { companyId: number }>(items: readonly T[] | undefined) => (items ?? []).filter((item) => company === null || item.companyId === company);
  const warehouses = ofCompany(options?.warehouses).map((w) => ({ value: String(w.id), label: w.name }));
  const stores = ofCompany(options?.stores).map((s) => ({ value: String(s.id), label: s.name }));

  const clear = (field: string) => setErrors((current) => ({ ...current, [field]: '' }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (nombre.trim() === '') problems['nombre'] = t`Escribe el nombre.`;
    if (email.trim() === '') problems['email'] = t`Escribe el correo electrónico.`;
    if (role === null) problems['role'] = t`Elige un rol.`;
    if (needsWarehouse && warehouseId === null) problems['warehouseId'] = t`Este rol necesita una bodega.`;
    if (isSa && needsCompany && companyId === null) problems['empresaId'] = t`Elige la empresa del usuario.`;
    if (Object.keys(problems).length > 0 || role === null) {
      setErrors(problems);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        input: {
          ...(user ? { userId: user.id, baseVersion: user.version } : {}),
          ...(isSa && needsCompany && companyId !== null ? { empresaId: Number(companyId) } : {}),
          nombre: nombre.trim(),
          email: email.trim(),
          role: role as RoleCode,
          warehouseId: needsCompany && warehouseId !== null ? Number(warehouseId) : null,
          storeId: needsCompany && storeId !== null ? Number(storeId) : null,
        },
        mutationId,
      });
      notifications.show({
        color: 'green',
        message: saved.created ? t`Usuario creado. Le enviamos un enlace para elegir su contraseña.` : t`Usuario guardado.`,
        autoClose: 3000,
      });
      onClose();
    } catch (error) {
      // Refused: the next attempt is a new change (the refusal is stored under this id).
      setMutationId(crypto.randomUUID());
      const fields = fieldsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 5000 });
    }
  };

  return (
    <Modal opened onClose={onClose} title={user ? t`Editar usuario` : t`Nuevo usuario`} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t`Nombre`}
            value={nombre}
            onChange={(event) => {
              setNombre(event.currentTarget.value);
              clear('nombre');
            }}
            maxLength={USER_NAME_MAX}
            error={errors['nombre'] || undefined}
            required
            data-autofocus
          />
          <TextInput
            label={t`Correo electrónico`}
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              clear('email');
            }}
            maxLength={254}
            error={errors['email'] || undefined}
            required
          />
          <Select
            label={t`Rol`}
            data={roleData}
            value={role}
            onChange={(value) => {
              setRole(value);
              clear('role');
              clear('warehouseId');
            }}
            error={errors['role'] || undefined}
            allowDeselect={false}
            required
          />
          {isSa && needsCompany ? (
            <Select
              label={t`Empresa`}
              data={(options?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={companyId}
              onChange={(value) => {
                setCompanyId(value);
                setWarehouseId(null);
                setStoreId(null);
                clear('empresaId');
              }}
              error={errors['empresaId'] || undefined}
              allowDeselect={false}
              required
            />
          ) : null}
          {needsCompany ? (
            <>
              <Select
                label={t`Bodega`}
                description={needsWarehouse ? t`Obligatoria para Cajero, Despachador y picker.` : undefined}
                data={warehouses}
                value={warehouseId}
                onChange={(value) => {
                  setWarehouseId(value);
                  clear('warehouseId');
                }}
                error={errors['warehouseId'] || undefined}
                clearable={!needsWarehouse}
                required={needsWarehouse}
              />
              <Select
                label={t`Tienda`}
                description={t`Opcional: la tienda donde trabaja.`}
                data={stores}
                value={storeId}
                onChange={(value) => {
                  setStoreId(value);
                  clear('storeId');
                }}
                error={errors['storeId'] || undefined}
                clearable
              />
            </>
          ) : null}
          {user ? null : (
            <Text size="sm" c="dimmed">
              <Trans>Le enviaremos un correo con un enlace para que elija su contraseña.</Trans>
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Guardar</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
