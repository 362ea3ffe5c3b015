/** Field problems of a VALIDATION answer are shown in the user's language, from their `codigo` (issue 14 §5). */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { describeError, fieldErrors } from '../../src/lib/error-message';
import { messages as en } from '../../src/locales/en/messages';

const english = setupI18n({ locale: 'en', messages: { en } });

/** Every field `codigo` the server sends: zod's issue codes as server/calls/validation.ts maps them, and ours. */
const SERVER_FIELD_CODES = [
  'required',
  'invalid_type',
  'too_small',
  'too_big',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_key',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'invalid_value',
  'invalid_text',
];

function validation(errores: Array<{ campo: string; codigo: string }>): ApiError {
  return new ApiError({
    codigo: 'VALIDATION',
    mensaje: 'Revisa estos campos.',
    status: 422,
    errores: errores.map((issue) => ({ ...issue, mensaje: `Mensaje del servidor para ${issue.campo}.` })),
  });
}

describe('fieldErrors', () => {
  it('translates each field problem by its codigo, naming the rule', () => {
    const error = validation([
      { campo: 'orderId', codigo: 'invalid_type' },
      { campo: 'format', codigo: 'invalid_value' },
      { campo: 'extra', codigo: 'unrecognized_key' },
      { campo: 'text', codigo: 'invalid_text' },
      { campo: 'quantity', codigo: 'too_small' },
    ]);
    expect(fieldErrors(error, english)).toEqual({
      orderId: 'The value is not of the right type.',
      format: 'Choose one of the allowed values.',
      extra: 'This field is not allowed.',
      text: 'The text has characters that cannot be saved.',
      quantity: 'The value is too short or too small.',
    });
  });

  it('never shows the Spanish server message for a codigo the server sends', () => {
    const error = validation(SERVER_FIELD_CODES.map((codigo) => ({ campo: codigo, codigo })));
    const shown = fieldErrors(error, english);
    for (const codigo of SERVER_FIELD_CODES) expect({ codigo, shown: shown[codigo] }).toEqual({ codigo, shown: expect.not.stringMatching(/Mensaje del servidor/) });
  });

  it('falls back to the server message for a codigo it does not know (a contract refinement)', () => {
    expect(fieldErrors(validation([{ campo: 'pickedQuantity', codigo: 'custom' }]), english)).toEqual({ pickedQuantity: 'Mensaje del servidor para pickedQuantity.' });
  });
});

const refused = (reason: string) =>
  new ApiError({ codigo: 'INVALID_MOVE', mensaje: 'La orden 10001 necesita un picker.', status: 409, detalle: { reason } });

describe('describeError for a refused move', () => {

  it('says why in the user language, one sentence per reason the server gives (ADR 008)', () => {
    const needsPicker = describeError(refused('needs_picker'), english);
    const unpicked = describeError(refused('unpicked_lines'), english);
    const cancelled = describeError(refused('cancelled'), english);
    expect(new Set([needsPicker, unpicked, cancelled]).size).toBe(3);
    for (const text of [needsPicker, unpicked, cancelled]) {
      expect(text).not.toBe(describeError(refused('some_future_reason'), english));
      expect(text).not.toMatch(/orden|necesita|líneas|cancelada/);
    }
  });

  it('falls back to the code message for a reason it does not know', () => {
    expect(describeError(refused('some_future_reason'), english)).toBe(describeError(new ApiError({ codigo: 'INVALID_MOVE', mensaje: 'x', status: 409 }), english));
  });
});
