import { t } from '@lingui/core/macro';
import { emailSchema, nameSchema, PASSWORD_MAX, PASSWORD_MIN, passwordSchema } from '../../../../contract/fields';

/**
 * Client-side checks with the contract's own field schemas, so the form and the server agree.
 * Each returns a translated message, or null when the value is fine.
 */
export function emailError(value: string): string | null {
  if (value.trim() === '') return t`Escribe tu correo electrónico.`;
  return emailSchema.safeParse(value).success ? null : t`Escribe un correo electrónico válido, por ejemplo nombre@empresa.com.`;
}

/** Login only checks that something was typed: the server judges the password. */
export function loginPasswordError(value: string): string | null {
  return value === '' ? t`Escribe tu contraseña.` : null;
}

export function newPasswordError(value: string): string | null {
  if (value === '') return t`Escribe una contraseña.`;
  const result = passwordSchema.safeParse(value);
  if (result.success) return null;
  return value.length < PASSWORD_MIN
    ? t`La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`
    : t`La contraseña puede tener como máximo ${PASSWORD_MAX} caracteres.`;
}

export function nameError(value: string): string | null {
  if (value.trim() === '') return t`Escribe tu nombre.`;
  return nameSchema.safeParse(value).success ? null : t`El nombre puede tener como máximo 120 caracteres.`;
}

/** Only same-origin paths are followed after login (no open redirect). */
export function safeRedirect(redirect: string | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  try {
    const url = new URL(redirect, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    if (url.pathname === '/login') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
