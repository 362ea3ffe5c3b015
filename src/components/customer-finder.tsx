/**
 * Finding the customer to sell to (the call center, checkout): type a phone, an email or a name, move with the
 * arrows, Enter takes the highlighted one; or create the customer right there (name, phone, email).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useErrorMessage, useReasonFieldErrors } from '../lib/error-message';
import { attemptIds } from '../lib/selling/attempt-id';
import { listKeyAction, searchKind } from '../lib/selling/list-keys';
import { customerSearchQuery, useCreateCustomer, type CompanyScope } from '../lib/selling/selling-queries';

const NO_REASONS = {};

export function CustomerFinder({ scope, onChoose, autoFocus = false }: { scope: CompanyScope; onChoose: (customerId: number) => void; autoFocus?: boolean }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 200);
  const [highlight, setHighlight] = useState(-1);
  const [creating, setCreating] = useState(false);
  const matches = useQuery(customerSearchQuery(scope, q));
  const rows = q.length >= 2 ? (matches.data?.rows ?? []) : [];
  const listId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = listKeyAction(event.key, highlight, rows.length);
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'move') setHighlight(action.index);
    else if (action.kind === 'clear') {
      setText('');
      setHighlight(-1);
    } else onChoose(rows[action.index]!.id);
  };

  if (creating) return <NewCustomerForm scope={scope} typed={text} onCreated={onChoose} onCancel={() => setCreating(false)} />;
  return (
    <Stack gap="xs">
      <TextInput
        label={t`Buscar cliente`}
        placeholder={t`Teléfono, correo o nombre`}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setHighlight(-1);
        }}
        onKeyDown={onKeyDown}
        // A type-ahead: the first keystrokes of a call go here.
        data-autofocus={autoFocus || undefined}
        autoFocus={autoFocus}
        role="combobox"
        aria-expanded={rows.length > 0}
        aria-controls={listId}
        aria-activedescendant={highlight >= 0 ? `${listId}-${highlight}` : undefined}
        autoComplete="off"
      />
      <Stack gap={4} id={listId} role="listbox" aria-label={t`Clientes encontrados`}>
        {rows.map((row, index) => (
          <UnstyledButton
            key={row.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === highlight}
            onClick={() => onChoose(row.id)}
            data-testid="customer-match"
            p="xs"
            style={{ borderRadius: 'var(--mantine-radius-sm)', background: index === highlight ? 'var(--mantine-color-blue-light)' : undefined }}
          >
            <Text size="sm" fw={500}>
              {row.name}
            </Text>
            <Text size="xs" c="dimmed">
              {[row.phone, row.email, row.documentId].filter(Boolean).join(' · ')}
            </Text>
          </UnstyledButton>
        ))}
        {q.length >= 2 && matches.isSuccess && rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Ningún cliente coincide.</Trans>
          </Text>
        ) : null}
      </Stack>
      <Group>
        <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
          <Trans>Nuevo cliente</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** The new customer's name, phone and email; what was typed in the search fills the field it looks like. */
function NewCustomerForm({ scope, typed, onCreated, onCancel }: { scope: CompanyScope; typed: string; onCreated: (customerId: number) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const toFieldErrors = useReasonFieldErrors(NO_REASONS);
  const kind = searchKind(typed);
  const [name, setName] = useState(kind === 'name' ? typed.trim() : '');
  const [phone, setPhone] = useState(kind === 'phone' ? typed.trim() : '');
  const [email, setEmail] = useState(kind === 'email' ? typed.trim() : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateCustomer();
  const attempts = useRef(attemptIds());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...scope, nombre: name, phone: phone.trim() || null, email: email.trim() || null, documentId: null };
    create.mutate(
      { input, mutationId: attempts.current.idFor(input) },
      {
        onSuccess: (data) => onCreated(data.customer.id),
        onError: (error) => {
          const fields = toFieldErrors(error);
          setErrors(fields);
          setProblem(Object.keys(fields).length === 0 ? describe(error) : null);
        },
      },
    );
  };

  return (
    <Paper withBorder p="sm" component="form" onSubmit={onSubmit} noValidate aria-label={t`Nuevo cliente`}>
      <Stack gap="xs">
        <TextInput label={t`Nombre del cliente`} value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors['nombre']} required autoFocus maxLength={120} />
        <Group grow align="flex-start">
          <TextInput label={t`Teléfono`} type="tel" value={phone} onChange={(event) => setPhone(event.currentTarget.value)} error={errors['phone']} />
          <TextInput label={t`Correo del cliente`} type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={errors['email']} />
        </Group>
        {problem ? (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button type="submit" loading={create.isPending}>
            <Trans>Crear cliente</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
