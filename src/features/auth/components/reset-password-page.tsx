import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ApiError, callApi } from '../../../lib/api-client';
import { fieldErrors, useErrorMessage } from '../../../lib/error-message';
import { newPasswordError } from '../lib/field-validation';
import { AUTH_CONTROL_SIZE, AuthCard, AuthSubmit } from './auth-card';

/** Same bounds as resetPasswordRequest.token: anything else cannot be a link we sent. */
function plausibleToken(token: string | undefined): token is string {
  return typeof token === 'string' && token.length >= 20 && token.length <= 200;
}

function isTokenProblem(error: unknown): boolean {
  return error instanceof ApiError && (error.codigo === 'RESET_TOKEN_INVALID' || error.errores.some((issue) => issue.campo === 'token'));
}

function InvalidLink() {
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" role="alert">
        <Trans>El enlace para cambiar la contraseña no es válido o ya caducó. Pide uno nuevo.</Trans>
      </Alert>
      <Button component={Link} to="/forgot-password" size={AUTH_CONTROL_SIZE} fullWidth>
        <Trans>Pedir un enlace nuevo</Trans>
      </Button>
    </Stack>
  );
}

export function ResetPasswordPage({ token }: { token?: string }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; repeat?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(plausibleToken(token) ? 'form' : 'invalid');

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (pending || !plausibleToken(token)) return;
    const next = {
      password: newPasswordError(password),
      repeat: repeat !== password ? t`Las contraseñas no coinciden.` : null,
    };
    setErrors(next);
    setFormError(null);
    if (next.password || next.repeat) return;
    setPending(true);
    try {
      await callApi('/User/ResetPassword', { token, password });
      setState('done');
    } catch (error) {
      if (isTokenProblem(error)) {
        setState('invalid');
      } else {
        setErrors({ password: fieldErrors(error)['password'] ?? null, repeat: null });
        setFormError(describe(error));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title={<Trans>Restablecer contraseña</Trans>}>
      {state === 'invalid' && <InvalidLink />}
      {state === 'done' && (
        <Stack gap="md">
          <output style={{ display: 'block' }}>
            <Alert color="green" variant="light" role="none">
              <Trans>Tu contraseña se cambió. Ya puedes iniciar sesión con la nueva.</Trans>
            </Alert>
          </output>
          <Button component={Link} to="/login" size={AUTH_CONTROL_SIZE} fullWidth>
            <Trans>Ir a iniciar sesión</Trans>
          </Button>
        </Stack>
      )}
      {state === 'form' && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              <Trans>La contraseña debe tener entre 8 y 128 caracteres.</Trans>
            </Text>
            <PasswordInput
              label={t`Nueva contraseña`}
              autoComplete="new-password"
              autoFocus
              required
              withAsterisk={false}
              size={AUTH_CONTROL_SIZE}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password ?? undefined}
            />
            <PasswordInput
              label={t`Repetir contraseña`}
              autoComplete="new-password"
              required
              withAsterisk={false}
              size={AUTH_CONTROL_SIZE}
              value={repeat}
              onChange={(event) => setRepeat(event.currentTarget.value)}
              error={errors.repeat ?? undefined}
            />
            <AuthSubmit error={formError} pending={pending}>
              <Trans>Cambiar contraseña</Trans>
            </AuthSubmit>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
