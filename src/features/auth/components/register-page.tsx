import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { callApi } from '../../../lib/api-client';
import { fieldErrors, useErrorMessage } from '../../../lib/error-message';
import { emailError, nameError, newPasswordError } from '../lib/field-validation';
import { AUTH_CONTROL_SIZE, AuthCard, AuthSubmit } from './auth-card';

interface RegisterErrors {
  nombre?: string | null;
  email?: string | null;
  password?: string | null;
}

export function RegisterPage() {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const [nombre, setNombre] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (pending) return;
    const next: RegisterErrors = { nombre: nameError(nombre), email: emailError(email), password: newPasswordError(password) };
    setErrors(next);
    setFormError(null);
    if (next.nombre || next.email || next.password) return;
    setPending(true);
    try {
      await callApi('/User/Register', { nombre, email, password });
      setCreated(true);
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors({ nombre: byField['nombre'] ?? null, email: byField['email'] ?? null, password: byField['password'] ?? null });
      setFormError(describe(error));
    } finally {
      setPending(false);
    }
  };

  if (created) {
    return (
      <AuthCard title={<Trans>Cuenta creada</Trans>}>
        <output style={{ display: 'block' }}>
          <Alert color="green" variant="light" role="none">
            <Trans>
              Tu cuenta de cliente está lista. Las cuentas de cliente no tienen acceso al back office: úsala en la tienda. Si trabajas en la
              tienda, pide a un administrador que te asigne un rol.
            </Trans>
          </Alert>
        </output>
        <Button component={Link} to="/login" size={AUTH_CONTROL_SIZE} fullWidth variant="light">
          <Trans>Ir a iniciar sesión</Trans>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={<Trans>Registrarse</Trans>}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Nombre`}
            autoComplete="name"
            autoFocus
            required
            withAsterisk={false}
            size={AUTH_CONTROL_SIZE}
            value={nombre}
            onChange={(event) => setNombre(event.currentTarget.value)}
            error={errors.nombre ?? undefined}
          />
          <TextInput
            label={t`Correo electrónico`}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            withAsterisk={false}
            size={AUTH_CONTROL_SIZE}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email ?? undefined}
          />
          <PasswordInput
            label={t`Contraseña`}
            description={t`Entre 8 y 128 caracteres.`}
            autoComplete="new-password"
            required
            withAsterisk={false}
            size={AUTH_CONTROL_SIZE}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password ?? undefined}
          />
          <AuthSubmit error={formError} pending={pending}>
            <Trans>Crear cuenta</Trans>
          </AuthSubmit>
          <Text size="sm" ta="center">
            <Trans>
              ¿Ya tienes cuenta?{' '}
              <Anchor component={Link} to="/login" size="sm">
                Inicia sesión
              </Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
