/** Bad input on every call: each a clear bOk:false answer with the right codigo, status < 500, nothing changed. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLS, CALL_PATHS, type CallPath } from '../../contract/calls';
import { MAX_BODY_BYTES } from '../../contract/envelope';
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

async function expectRefused(answer: Answer, codigo: string, status?: number): Promise<void> {
  expect(answer.json.bOk, JSON.stringify(answer.json)).toBe(false);
  expect(answer.json.codigo, JSON.stringify(answer.json)).toBe(codigo);
  expect(answer.status).toBeLessThan(500);
  if (status !== undefined) expect(answer.status).toBe(status);
  expect(typeof answer.json.mensaje).toBe('string');
  expect(answer.json.mensaje!.length).toBeGreaterThan(5);
  expect(await t.fingerprint()).toBe(before);
}

function sampleWithToken(path: CallPath): Record<string, unknown> {
  const ad = t.user('SA');
  const body = SAMPLES[path]({ t, userId: ad.id, email: ad.email, unique: 'bad' });
  return CALLS[path].access.kind === 'public' ? body : { ...body, tokenSesion: t.tokens.SA! };
}

describe('envelope', () => {
  it('unknown path names the path', async () => {
    const answer = await t.call('/Nada/Existe', {});
    await expectRefused(answer, 'UNKNOWN_PATH', 404);
    expect(answer.json.mensaje).toContain('/Nada/Existe');
  });

  it('inherited property names are not paths', async () => {
    await expectRefused(await t.call('constructor', {}), 'UNKNOWN_PATH');
    await expectRefused(await t.call('__proto__', {}), 'UNKNOWN_PATH');
  });

  it('envelope that is not JSON', async () => {
    await expectRefused(await t.raw('{"path": "/User/Me", "body": '), 'BAD_JSON', 400);
  });

  it('envelope with missing or extra fields', async () => {
    await expectRefused(await t.raw(JSON.stringify({ path: '/User/Me' })), 'BAD_REQUEST', 400);
    await expectRefused(await t.raw(JSON.stringify({ path: '/User/Me', body: '{}', extra: 1 })), 'BAD_REQUEST', 400);
    await expectRefused(await t.raw(JSON.stringify({ path: '/User/Me', body: {} })), 'BAD_REQUEST', 400);
    await expectRefused(await t.raw('[]'), 'BAD_REQUEST', 400);
  });

  it('envelope with a __proto__ key', async () => {
    await expectRefused(await t.raw('{"path": "/User/Me", "body": "{}", "__proto__": {"x": 1}}'), 'BAD_JSON', 400);
  });

  it('wrong content type and empty body', async () => {
    await expectRefused(await t.raw('path=/User/Me', 'application/x-www-form-urlencoded'), 'BAD_REQUEST');
    await expectRefused(await t.raw(''), 'BAD_REQUEST', 400);
  });

  it('a body over 1 MiB', async () => {
    const big = JSON.stringify({ path: '/User/Register', body: JSON.stringify({ nombre: 'x'.repeat(MAX_BODY_BYTES), email: 'a@b.test', password: '12345678' }) });
    await expectRefused(await t.raw(big), 'BODY_TOO_LARGE', 413);
  });

  it('a deeply nested body', async () => {
    await expectRefused(await t.call('/User/Me', `${'['.repeat(5000)}${']'.repeat(5000)}`), 'BAD_REQUEST', 400);
  });
});

describe('every call', () => {
  for (const path of CALL_PATHS) {
    describe(path, () => {
      it('bad JSON in body', async () => {
        await expectRefused(await t.call(path, '{"email": '), 'BAD_JSON', 400);
      });

      it('a body that is not an object', async () => {
        for (const body of ['[]', '"text"', '42', 'null']) {
          const answer = await t.call(path, body);
          await expectRefused(answer, CALLS[path].access.kind === 'public' ? 'VALIDATION' : 'NOT_AUTHENTICATED');
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
          await expectRefused(answer, 'FORBIDDEN_KEY', 400);
          expect(answer.json.mensaje).toMatch(/__proto__|constructor|prototype/);
        }
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      });

      it('unknown fields are refused by name', async () => {
        const answer = await t.call(path, { ...sampleWithToken(path), campoExtra: 1 });
        await expectRefused(answer, 'VALIDATION', 422);
        expect(answer.json.errores).toContainEqual(expect.objectContaining({ campo: 'campoExtra' }));
        expect(answer.json.mensaje).toContain('campoExtra');
      });

      it('wrong types, field by field', async () => {
        const sample = sampleWithToken(path);
        for (const field of Object.keys(sample)) {
          const answer = await t.call(path, { ...sample, [field]: [1, 2] });
          if (field === 'tokenSesion') {
            await expectRefused(answer, 'NOT_AUTHENTICATED', 401);
          } else {
            await expectRefused(answer, 'VALIDATION', 422);
            expect(answer.json.errores?.map((e) => e.campo)).toContain(field);
            for (const issue of answer.json.errores ?? []) expect(issue.mensaje.length).toBeGreaterThan(5);
          }
        }
      });

      it('missing tokenSesion', async () => {
        if (CALLS[path].access.kind === 'public') return;
        const { tokenSesion: _omit, ...rest } = sampleWithToken(path);
        await expectRefused(await t.call(path, rest), 'NOT_AUTHENTICATED', 401);
      });

      it('missing required fields are named', async () => {
        const sample = sampleWithToken(path);
        const required = Object.keys(sample).filter((field) => field !== 'tokenSesion' && !CALLS[path].request.safeParse({ ...sample, [field]: undefined }).success);
        for (const field of required) {
          const answer = await t.call(path, { ...sample, [field]: undefined });
          await expectRefused(answer, 'VALIDATION', 422);
          expect(answer.json.errores).toContainEqual(expect.objectContaining({ campo: field, codigo: 'required' }));
          expect(answer.json.errores?.find((e) => e.campo === field)?.mensaje).toMatch(/obligatorio/);
        }
      });
    });
  }
});

describe('field messages', () => {
  it('several bad fields: each named, in Spanish', async () => {
    const answer = await t.call('/User/Register', { nombre: '', email: 'no-es-correo', password: 'corta' });
    await expectRefused(answer, 'VALIDATION', 422);
    const byField = Object.fromEntries((answer.json.errores ?? []).map((e) => [e.campo, e.mensaje]));
    expect(byField).toEqual({
      nombre: 'El nombre no puede estar vacío.',
      email: 'El correo electrónico no es válido.',
      password: 'La contraseña debe tener entre 8 y 128 caracteres.',
    });
    expect(answer.json.mensaje).toBe('Revisa estos campos: nombre, email, password.');
  });
});
