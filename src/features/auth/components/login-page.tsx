import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { landingRoute } from '../../../../contract/screens';
import { callApi } from '../../../lib/api-client';
import { fieldErrors, useErrorMessage } from '../../../lib/error-message';
import { requestPersistentStorage } from '../../../lib/storage-persist';
import { saveUserData } from '../../../lib/user-data';
import { emailError, loginPasswordError, safeRedirect } from '../lib/field-validation';
import { AUTH_CONTROL_SIZE, AuthCard, AuthSubmit } from './auth-card';

interface LoginErrors {
  email?: string | null;
  password?: string | null;
}

export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const describe = useErrorMessage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (pending) return;
    const next: LoginErrors = { email: emailError(email), password: loginPasswordError(password) };
    setErrors(next);
    setFormError(null);
    if (next.email || next.password) return;
    setPending(true);
    try {
      const userData = await callApi('/User/Login', { email, password });
      saveUserData(userData);
      // Keep the offline outbox from being evicted; never blocks the login.
      void requestPersistentStorage();
      const target = safeRedirect(redirect) ?? landingRoute(userData.rol);
      await navigate({ href: target, replace: true });
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors({ email: byField['email'] ?? null, password: byField['password'] ?? null });
      setFormError(describe(error));
      setPending(false);
    }
  };

  return (
    <AuthCard title={<Trans>Iniciar sesión</Trans>}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Correo electrónico`}
            type="email"
            autoComplete="username"
            inputMode="email"
            autoFocus
            required
            withAsterisk={false}
            size={AUTH_CONTROL_SIZE}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email ?? undefined}
          />
          <PasswordInput
            label={t`Contraseña`}
            autoComplete="current-password"
            required
            withAsterisk={false}
            size={AUTH_CONTROL_SIZE}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password ?? undefined}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              <Trans>¿Olvidaste tu contraseña?</Trans>
            </Anchor>
          </Group>
          <AuthSubmit error={formError} pending={pending}>
            <Trans>Ingresar</Trans>
          </AuthSubmit>
          <Group justify="center" gap={4}>
            <Anchor component={Link} to="/register" size="sm">
              <Trans>Crear cuenta</Trans>
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
