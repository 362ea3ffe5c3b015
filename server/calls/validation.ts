/**
 * Request body checks before a handler runs: prototype-pollution keys, then the path's zod schema,
 * with issues turned into per-field Spanish messages.
 */
import { z } from 'zod';
import type { FieldIssue } from '../../contract/envelope';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
export const MAX_DEPTH = 64;

export type KeyScan = { ok: true } | { ok: false; reason: 'forbidden'; key: string; campo: string } | { ok: false; reason: 'too_deep' };

/** Walks the parsed JSON (iteratively, so a deeply nested body cannot overflow the stack). */
export function scanKeys(value: unknown): KeyScan {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth > MAX_DEPTH) return { ok: false, reason: 'too_deep' };
    if (Array.isArray(item.value)) {
      item.value.forEach((child, index) => stack.push({ value: child, path: `${item.path}${item.path ? '.' : ''}${index}`, depth: item.depth + 1 }));
      continue;
    }
    // JSON.parse creates own "__proto__" properties; Object.keys lists them.
    for (const key of Object.keys(item.value)) {
      const path = `${item.path}${item.path ? '.' : ''}${key}`;
      if (FORBIDDEN_KEYS.has(key)) return { ok: false, reason: 'forbidden', key, campo: path };
      stack.push({ value: (item.value as Record<string, unknown>)[key], path, depth: item.depth + 1 });
    }
  }
  return { ok: true };
}

/** Spanish names of the fields the contract uses, for messages. */
const FIELD_LABELS: Record<string, string> = {
  email: 'El correo electrónico',
  password: 'La contraseña',
  nombre: 'El nombre',
  token: 'El enlace de recuperación',
  tokenSesion: 'La sesión (tokenSesion)',
  IDUsuario: 'El usuario (IDUsuario)',
  AceptoTerminos: 'La aceptación de los términos',
  AceptoCookies: 'La aceptación de comunicaciones',
  empresaId: 'La empresa',
  storeId: 'La tienda',
  warehouseId: 'La bodega',
};

function label(campo: string): string {
  if (campo === '') return 'El cuerpo de la petición';
  const last = campo.split('.').pop() ?? campo;
  return FIELD_LABELS[last] ?? `El campo "${campo}"`;
}

const esLocale = z.locales.es();

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  int: 'número entero',
  boolean: 'verdadero o falso',
  object: 'objeto',
  array: 'lista',
};

/** The value at `path` inside `input`, and whether it is there at all. */
function presentAt(input: unknown, path: readonly PropertyKey[]): boolean {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key)) return false;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current !== undefined;
}

function issueMessage(issue: z.core.$ZodIssue, campo: string): string {
  const name = label(campo);
  switch (issue.code) {
    case 'invalid_type':
      return `${name} tiene un tipo no válido (se esperaba ${TYPE_NAMES[issue.expected] ?? issue.expected}).`;
    case 'too_small':
    case 'too_big': {
      if (issue.origin === 'string') {
        if (campo === 'password') return 'La contraseña debe tener entre 8 y 128 caracteres.';
        return issue.code === 'too_small'
          ? Number(issue.minimum) <= 1
            ? `${name} no puede estar vacío.`
            : `${name} debe tener al menos ${issue.minimum} caracteres.`
          : `${name} debe tener como máximo ${issue.maximum} caracteres.`;
      }
      return issue.code === 'too_small' ? `${name} debe ser al menos ${issue.minimum}.` : `${name} debe ser como máximo ${issue.maximum}.`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'El correo electrónico no es válido.' : `${name} no tiene el formato correcto.`;
    case 'invalid_value':
      return campo === 'AceptoTerminos' ? 'Debes aceptar los términos y condiciones.' : `${name} no tiene un valor permitido.`;
    default: {
      const fallback = esLocale.localeError(issue as never);
      const text = typeof fallback === 'string' ? fallback : (fallback?.message ?? 'Valor no válido');
      return `${name}: ${text}.`;
    }
  }
}

/**
 * One FieldIssue per problem; an unknown key becomes one issue named by its own path,
 * and a missing field is codigo "required".
 */
export function toFieldIssues(error: z.ZodError, input: unknown): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const campo = base ? `${base}.${key}` : key;
        out.push({ campo, codigo: 'unrecognized_key', mensaje: `El campo "${campo}" no está permitido.` });
      }
      continue;
    }
    if (issue.path.length > 0 && !presentAt(input, issue.path)) {
      out.push({ campo: base, codigo: 'required', mensaje: `${label(base)} es obligatorio.` });
      continue;
    }
    out.push({ campo: base, codigo: issue.code, mensaje: issueMessage(issue, base) });
  }
  return out;
}

/** The answer's overall message: the single problem, or the list of fields. */
export function validationMessage(issues: FieldIssue[]): string {
  if (issues.length === 1) return issues[0]!.mensaje;
  const fields = [...new Set(issues.map((issue) => issue.campo || '(cuerpo)'))];
  return `Revisa estos campos: ${fields.join(', ')}.`;
}
