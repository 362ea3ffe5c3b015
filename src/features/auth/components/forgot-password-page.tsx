import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ApiError, callApi } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { emailError } from '../lib/field-validation';
import { AUTH_CONTROL_SIZE, AuthCard, AuthSubmit } from './auth-card';

/** Whether the failure says nothing about the account and the user should be told (retry later). */
function mustShow(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true; // no answer: the mail was not asked for
  return error.codigo === 'RATE_LIMITED' || error.codigo === 'INTERNAL';
}

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (pending) return;
    const invalid = emailError(email);
    setError(invalid);
    setFormError(null);
    if (invalid) return;
    setPending(true);
    try {
      await callApi('/User/ForgotPassword', { email });
      setSent(true);
    } catch (failure) {
      // The same confirmation whatever the answer, so nobody learns which addresses have accounts.
      if (mustShow(failure)) setFormError(describe(failure));
      else setSent(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title={<Trans>Recuperar contraseña</Trans>}>
      {sent ? (
        <Stack gap="md">
          <output style={{ display: 'block' }}>
            <Alert color="green" variant="light" role="none">
              <Trans>Si el correo existe, te enviamos un enlace para cambiar tu contraseña. Revisa tu bandeja de entrada y la carpeta de correo no deseado.</Trans>
            </Alert>
          </output>
          <Anchor component={Link} to="/login" ta="center">
            <Trans>Volver a iniciar sesión</Trans>
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              <Trans>Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.</Trans>
            </Text>
            <TextInput
              label={t`Correo electrónico`}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoFocus
              required
              withAsterisk={false}
              size={AUTH_CONTROL_SIZE}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={error ?? undefined}
            />
            <AuthSubmit error={formError} pending={pending}>
              <Trans>Enviar enlace</Trans>
            </AuthSubmit>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              <Trans>Volver a iniciar sesión</Trans>
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
