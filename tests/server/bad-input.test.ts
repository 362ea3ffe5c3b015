/** Bad input on every call: each a clear bOk:false answer with the right codigo, status < 500, nothing changed. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLS, CALL_PATHS, type CallPath } from '../../contract/calls';
import { ERROR_STATUS, MAX_BODY_BYTES, type ErrorCode } from '../../contract/envelope';
import { SAMPLES } from './helpers/samples';
import { createTestApp, type Answer, type TestApp } from './helpers/test-app';

let t: TestApp;
let before: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  before = await t.fingerprint();
});

interface Outcome {
  bOk: boolean;
  codigo: string | undefined;
  status: number;
  /** A Spanish message a person can read. */
  clearMessage: boolean;
  /** The database is exactly as before the test. */
  unchanged: boolean;
}

async function outcome(answer: Answer): Promise<Outcome> {
  return {
    bOk: answer.json.bOk,
    codigo: answer.json.codigo,
    status: answer.status,
    clearMessage: typeof answer.json.mensaje === 'string' && answer.json.mensaje.length > 5,
    unchanged: (await t.fingerprint()) === before,
  };
}

function refused(codigo: ErrorCode): Outcome {
  return { bOk: false, codigo, status: ERROR_STATUS[codigo], clearMessage: true, unchanged: true };
}

function sampleWithToken(path: CallPath): Record<string, unknown> {
  const ad = t.user('SA');
  const body = SAMPLES[path]({ t, userId: ad.id, email: ad.email, unique: 'bad' });
  return CALLS[path].access.kind === 'public' ? body : { ...body, tokenSesion: t.tokens.SA! };
}

describe('envelope', () => {
  it('unknown path names the path', async () => {
    const answer = await t.call('/Nada/Existe', {});
    expect(await outcome(answer)).toEqual(refused('UNKNOWN_PATH'));
    expect(answer.json.mensaje).toContain('/Nada/Existe');
  });

  it('inherited property names are not paths', async () => {
    expect(await outcome(await t.call('constructor', {}))).toEqual(refused('UNKNOWN_PATH'));
    expect(await outcome(await t.call('__proto__', {}))).toEqual(refused('UNKNOWN_PATH'));
  });

  it('envelope that is not JSON', async () => {
    expect(await outcome(await t.raw('{"path": "/User/Me", "body": '))).toEqual(refused('BAD_JSON'));
  });

  it('envelope with missing or extra fields', async () => {
    expect(await outcome(await t.raw(JSON.stringify({ path: '/User/Me' })))).toEqual(refused('BAD_REQUEST'));
    expect(await outcome(await t.raw(JSON.stringify({ path: '/User/Me', body: '{}', extra: 1 })))).toEqual(refused('BAD_REQUEST'));
    expect(await outcome(await t.raw(JSON.stringify({ path: '/User/Me', body: {} })))).toEqual(refused('BAD_REQUEST'));
    expect(await outcome(await t.raw('[]'))).toEqual(refused('BAD_REQUEST'));
  });

  it('envelope with a __proto__ key', async () => {
    expect(await outcome(await t.raw('{"path": "/User/Me", "body": "{}", "__proto__": {"x": 1}}'))).toEqual(refused('BAD_JSON'));
  });

  it('wrong content type and empty body', async () => {
    expect(await outcome(await t.raw('path=/User/Me', 'application/x-www-form-urlencoded'))).toEqual(refused('BAD_REQUEST'));
    expect(await outcome(await t.raw(''))).toEqual(refused('BAD_REQUEST'));
  });

  it('a body over 1 MiB', async () => {
    const big = JSON.stringify({ path: '/User/Register', body: JSON.stringify({ nombre: 'x'.repeat(MAX_BODY_BYTES), email: 'a@b.test', password: '12345678' }) });
    expect(await outcome(await t.raw(big))).toEqual(refused('BODY_TOO_LARGE'));
  });

  it('a deeply nested body', async () => {
    expect(await outcome(await t.call('/User/Me', `${'['.repeat(5000)}${']'.repeat(5000)}`))).toEqual(refused('BAD_REQUEST'));
  });
});

describe('every call', () => {
  for (const path of CALL_PATHS) {
    describe(`${path}`, () => {
      it('bad JSON in body', async () => {
        expect(await outcome(await t.call(path, '{"email": '))).toEqual(refused('BAD_JSON'));
      });

      const expectedForNonObject: ErrorCode = CALLS[path].access.kind === 'public' ? 'VALIDATION' : 'NOT_AUTHENTICATED';
      it('a body that is not an object', async () => {
        for (const body of ['[]', '"text"', '42', 'null']) {
          const answer = await t.call(path, body);
          expect(await outcome(answer)).toEqual(refused(expectedForNonObject));
        }
      });

      it('__proto__, constructor and prototype keys at any depth (raw JSON)', async () => {
        const inner = JSON.stringify(sampleWithToken(path)).slice(1, -1);
        const cases = [
          `{"__proto__": {"isAdmin": true}, ${inner}}`,
          `{${inner}, "constructor": {"prototype": {"x": 1}}}`,
          `{${inner}, "nested": [{"a": {"__proto__": {}}}]}`,
          `{${inner}, "prototype": 1}`,
        ];
        for (const body of cases) {
          const answer = await t.call(path, body);
          expect(await outcome(answer)).toEqual(refused('FORBIDDEN_KEY'));
          expect(answer.json.mensaje).toMatch(/__proto__|constructor|prototype/);
        }
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      });

      it('unknown fields are refused by name', async () => {
        const answer = await t.call(path, { ...sampleWithToken(path), campoExtra: 1 });
        expect(await outcome(answer)).toEqual(refused('VALIDATION'));
        expect(answer.json.errores).toContainEqual(expect.objectContaining({ campo: 'campoExtra' }));
        expect(answer.json.mensaje).toContain('campoExtra');
      });

      it('wrong types, field by field', async () => {
        const sample = sampleWithToken(path);
        for (const field of Object.keys(sample).filter((name) => name !== 'tokenSesion')) {
          // A value of another JSON type than the valid one: a number for text, text for anything else.
          const wrong = typeof sample[field] === 'string' ? 12345 : 'texto';
          const answer = await t.call(path, { ...sample, [field]: wrong });
          expect(await outcome(answer)).toEqual(refused('VALIDATION'));
          expect(answer.json.errores?.map((e) => e.campo)).toContain(field);
          expect((answer.json.errores ?? []).every((issue) => issue.mensaje.length > 5)).toBe(true);
        }
      });

      it('missing required fields are named', async () => {
        const sample = sampleWithToken(path);
        const required = Object.keys(sample).filter((field) => field !== 'tokenSesion' && !CALLS[path].request.safeParse({ ...sample, [field]: undefined }).success);
        for (const field of required) {
          const answer = await t.call(path, { ...sample, [field]: undefined });
          expect(await outcome(answer)).toEqual(refused('VALIDATION'));
          expect(answer.json.errores).toContainEqual(expect.objectContaining({ campo: field, codigo: 'required' }));
          expect(answer.json.errores?.find((e) => e.campo === field)?.mensaje).toMatch(/obligatorio/);
        }
      });
    });
  }
});

describe('missing or malformed tokenSesion', () => {
  for (const path of CALL_PATHS.filter((p) => CALLS[p].access.kind !== 'public')) {
    it(`${path}`, async () => {
      const { tokenSesion: _omit, ...rest } = sampleWithToken(path);
      expect(await outcome(await t.call(path, rest))).toEqual(refused('NOT_AUTHENTICATED'));
      expect(await outcome(await t.call(path, { ...rest, tokenSesion: [1, 2] }))).toEqual(refused('NOT_AUTHENTICATED'));
      expect(await outcome(await t.call(path, { ...rest, tokenSesion: 'corto' }))).toEqual(refused('NOT_AUTHENTICATED'));
      expect(await outcome(await t.call(path, { ...rest, tokenSesion: 'x'.repeat(500) }))).toEqual(refused('NOT_AUTHENTICATED'));
    });
  }
});

describe('field messages', () => {
  it('several bad fields: each named, in Spanish', async () => {
    const answer = await t.call('/User/Register', { nombre: '', email: 'no-es-correo', password: 'corta' });
    expect(await outcome(answer)).toEqual(refused('VALIDATION'));
    const byField = Object.fromEntries((answer.json.errores ?? []).map((e) => [e.campo, e.mensaje]));
    expect(byField).toEqual({
      nombre: 'El nombre no puede estar vacío.',
      email: 'El correo electrónico no es válido.',
      password: 'La contraseña debe tener entre 8 y 128 caracteres.',
    });
    expect(answer.json.mensaje).toBe('Revisa estos campos: nombre, email, password.');
  });
});
