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
    // Valid JSON carrying a forbidden key: named as such, not "not JSON" (issue 14 §5).
    const answer = await t.raw('{"path": "/User/Me", "body": "{}", "__proto__": {"x": 1}}');
    expect(await outcome(answer)).toEqual(refused('FORBIDDEN_KEY'));
    expect(answer.json.mensaje).toContain('__proto__');
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
          expect(answer.json.errores?.find((e) => e.campo === field)?.mensaje).toMatch(/obligatori[oa]s?\./);
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

/**
 * Text PostgreSQL cannot store (U+0000, half a surrogate pair): a 422 naming the field, never a 500, nothing stored.
 * Before the shared text schema these reached the database (a 500, and a note's stored answer could not be written).
 */
describe('text PostgreSQL cannot store', () => {
  const UNSTORABLE: Record<string, string> = { 'U+0000': 'Nota\u0000rota', 'a lone high surrogate': 'Nota \uD83D rota', 'a lone low surrogate': '\uDE00 rota' };
  type Body = Record<string, unknown>;
  const field = (name: string) => (body: Body, bad: string): Body => ({ ...body, [name]: bad });
  const CASES: Array<{ path: CallPath; campo: string; label: string; set: (body: Body, bad: string) => Body }> = [
    { path: '/Order/AddNote', campo: 'text', label: 'La nota', set: field('text') },
    { path: '/Picking/SetLine', campo: 'scannedCode', label: 'El código escaneado', set: field('scannedCode') },
    { path: '/User/Register', campo: 'nombre', label: 'El nombre', set: field('nombre') },
    { path: '/User/Register', campo: 'email', label: 'El correo electrónico', set: field('email') },
    { path: '/User/Register', campo: 'password', label: 'La contraseña', set: (body, bad) => ({ ...body, password: `${bad}-larga` }) },
    { path: '/User/Login', campo: 'email', label: 'El correo electrónico', set: field('email') },
    { path: '/User/Login', campo: 'password', label: 'La contraseña', set: field('password') },
    { path: '/User/ForgotPassword', campo: 'email', label: 'El correo electrónico', set: field('email') },
    { path: '/User/ResetPassword', campo: 'token', label: 'El enlace de recuperación', set: (body, bad) => ({ ...body, token: `${bad}${'x'.repeat(40)}` }) },
    { path: '/User/ResetPassword', campo: 'password', label: 'La contraseña', set: (body, bad) => ({ ...body, password: `${bad}-larga` }) },
    { path: '/Order/List', campo: 'q', label: 'El texto de búsqueda', set: field('q') },
    { path: '/Order/List', campo: 'customer', label: 'El cliente buscado', set: field('customer') },
    { path: '/Order/List', campo: 'number', label: 'El número de orden', set: field('number') },
    { path: '/Order/List', campo: 'cursor', label: 'La página (cursor)', set: field('cursor') },
    { path: '/Order/Counts', campo: 'q', label: 'El texto de búsqueda', set: field('q') },
    { path: '/Order/Export', campo: 'columns.0.label', label: 'El título de la columna', set: (body, bad) => ({ ...body, columns: [{ key: 'number', label: bad }] }) },
    { path: '/Order/Export', campo: 'customer', label: 'El cliente buscado', set: field('customer') },
  ];

  for (const { path, campo, label, set } of CASES) {
    for (const [kind, bad] of Object.entries(UNSTORABLE)) {
      it(`${path} ${campo} with ${kind}`, async () => {
        const answer = await t.call(path, set(sampleWithToken(path), bad));
        expect(await outcome(answer)).toEqual(refused('VALIDATION'));
        expect(answer.json.errores).toEqual([{ campo, codigo: 'invalid_text', mensaje: expect.stringContaining(label) }]);
        expect(answer.json.mensaje?.startsWith(label)).toBe(true);
        expect(answer.json.mensaje).toContain('U+0000');
      });
    }
  }

  it('every text field of every call sample: a 4xx naming the field, nothing changed', async () => {
    for (const path of CALL_PATHS) {
      const sample = sampleWithToken(path);
      for (const name of Object.keys(sample).filter((key) => key !== 'tokenSesion' && typeof sample[key] === 'string')) {
        for (const bad of Object.values(UNSTORABLE)) {
          const answer = await t.call(path, { ...sample, [name]: bad });
          expect({ path, name, ...(await outcome(answer)) }).toEqual({ path, name, ...refused('VALIDATION') });
          expect(answer.json.errores?.map((issue) => issue.campo)).toEqual([name]);
        }
      }
    }
  });

  it('a session token with U+0000 is no session (not a fault)', async () => {
    const answer = await t.call('/User/Me', { tokenSesion: `${t.tokens.SA!.slice(0, 30)}\u0000` });
    expect(await outcome(answer)).toEqual(refused('NOT_AUTHENTICATED'));
  });
});

/** Issue 14 §5: refusals outside the calls themselves, and field messages that name the field and the exact rule. */
describe('envelope, method and URL refusals', () => {
  it('other methods on /api/middleware: 405 with Allow: POST, in the envelope', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      const response = await t.app.inject({ method, url: '/api/middleware', payload: method === 'GET' ? undefined : { path: '/User/Me', body: '{}' } });
      expect({ method, status: response.statusCode, allow: response.headers['allow'] }).toEqual({ method, status: 405, allow: 'POST' });
      expect(response.json()).toMatchObject({ bOk: false, codigo: 'METHOD_NOT_ALLOWED' });
      expect(response.json().mensaje).toContain('POST');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/api/middleware' });
    expect({ status: head.statusCode, allow: head.headers['allow'] }).toEqual({ status: 405, allow: 'POST' });
  });

  it('a URL with a broken percent escape: the app envelope, with the security headers', async () => {
    for (const url of ['/%E0%A4%A', '/api/middleware%', '/api/orders/export/%zz']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      const body = response.json();
      expect(Object.keys(body).toSorted()).toEqual(['bOk', 'codigo', 'mensaje']);
      expect(body).toMatchObject({ bOk: false, codigo: 'BAD_REQUEST' });
      expect(body.mensaje).toMatch(/dirección/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('a request line Node refuses: the app envelope', async () => {
    const { connect } = await import('node:net');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ bOk: false, codigo: 'BAD_REQUEST' });
  });

  it('a forbidden key anywhere in the envelope is FORBIDDEN_KEY; broken JSON is still BAD_JSON', async () => {
    for (const payload of ['{"path": "/User/Me", "body": "{}", "constructor": {"prototype": {}}}', '{"__proto__": {"path": "/User/Me"}}']) {
      const answer = await t.raw(payload);
      expect(await outcome(answer)).toEqual(refused('FORBIDDEN_KEY'));
      expect(answer.json.mensaje).toMatch(/__proto__|constructor/);
    }
    expect(({} as Record<string, unknown>).path).toBeUndefined();
    expect(await outcome(await t.raw('{"path": "/User/Me", "body": "{}"'))).toEqual(refused('BAD_JSON'));
  });

  it('zero for a positive field names the field and says it must be greater than 0', async () => {
    const cases: Array<[CallPath, Record<string, unknown>, string, string]> = [
      ['/Order/Get', { orderId: 0 }, 'orderId', 'La orden debe ser mayor que 0.'],
      ['/Order/List', { storeId: 0 }, 'storeId', 'La tienda debe ser mayor que 0.'],
    ];
    for (const [path, body, campo, mensaje] of cases) {
      const answer = await t.call(path, body, { token: t.tokens.SA! });
      expect(await outcome(answer)).toEqual(refused('VALIDATION'));
      expect(answer.json.errores).toEqual([{ campo, codigo: 'too_small', mensaje }]);
      expect(answer.json.mensaje).toBe(mensaje);
      expect(answer.json.mensaje).not.toMatch(/al menos 0/);
    }
  });

  it('every field message names the field and the rule, never a bare "Entrada inválida"', async () => {
    const answer = await t.call('/Order/Export', { format: 'pdf', columns: [], sort: 'nada', limitX: 1 }, { token: t.tokens.SA! });
    expect(await outcome(answer)).toEqual(refused('VALIDATION'));
    const byField = Object.fromEntries((answer.json.errores ?? []).map((e) => [e.campo, e.mensaje]));
    expect(byField).toMatchObject({
      format: 'El formato debe ser uno de: "csv", "xlsx".',
      columns: 'Las columnas deben tener al menos 1 elemento.',
      limitX: 'El campo "limitX" no está permitido.',
    });
    expect(byField['sort']).toMatch(/^El orden de la lista debe ser uno de: "/);
    for (const message of Object.values(byField)) expect(message).not.toMatch(/Entrada inválida|Valor no válido/);
  });
});
