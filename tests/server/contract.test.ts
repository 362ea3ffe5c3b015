/**
 * The call table, the handler registry and the access rules agree; then every call is made as every
 * role code (and without a session, and with an unknown token) and allowed or refused exactly per spec §6.
 */
import { describe, expect, it } from 'vitest';
import { CALLS, CALL_PATHS, type Access, type CallPath } from '../../contract/calls';
import { ROLE_CODES, type RoleCode } from '../../contract/roles';
import { ROLE_SCREENS, SCREENS } from '../../contract/screens';
import { handlers } from '../../server/calls/registry';
import { BUSINESS_OUTCOME_VARIES, SAMPLES, SAMPLE_REFUSALS } from './helpers/samples';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

/** Written from ROLE_SCREENS directly (not roleMayCall), so a bug there is caught. */
function expectedAllowed(role: RoleCode | null, access: Access): boolean {
  if (access.kind === 'public') return true;
  if (role === null) return false;
  if (access.kind === 'session') return true;
  if (access.roles !== undefined && !access.roles.includes(role)) return false;
  return access.screens.some((screen) => ROLE_SCREENS[role].includes(screen));
}

describe('call table', () => {
  it('every call path has a request schema, a data schema, an access rule and a handler', () => {
    expect(CALL_PATHS.length).toBeGreaterThan(0);
    for (const path of CALL_PATHS) {
      const def = CALLS[path];
      const screens = def.access.kind === 'screens' ? def.access.screens : [];
      expect({
        path,
        request: typeof def.request.safeParse,
        data: typeof def.data.safeParse,
        access: ['public', 'session', 'screens'].includes(def.access.kind),
        screensNamed: def.access.kind !== 'screens' || screens.length > 0,
        screensKnown: screens.every((screen) => (SCREENS as readonly string[]).includes(screen)),
        handler: typeof handlers[path],
      }).toEqual({ path, request: 'function', data: 'function', access: true, screensNamed: true, screensKnown: true, handler: 'function' });
    }
    expect(Object.keys(handlers).toSorted()).toEqual(CALL_PATHS.toSorted());
  });

  it('request schemas are strict: an unknown field is refused', () => {
    for (const path of CALL_PATHS) {
      const sample = SAMPLES[path]({ t, userId: 1, email: 'a@b.test', unique: 'x' });
      const withToken = CALLS[path].access.kind === 'public' ? sample : { ...sample, tokenSesion: 't'.repeat(43) };
      expect({ path, sample: CALLS[path].request.safeParse(withToken).success, extra: CALLS[path].request.safeParse({ ...withToken, unknownField: 1 }).success }).toEqual({
        path,
        sample: true,
        extra: false,
      });
    }
  });
});

type Caller = RoleCode | 'none' | 'bogus';
const CALLERS: Caller[] = [...ROLE_CODES, 'none', 'bogus'];

describe('access matrix: every call as every role', () => {
  let counter = 0;
  for (const path of CALL_PATHS) {
    for (const caller of CALLERS) {
      const role = caller === 'none' || caller === 'bogus' ? null : caller;
      const allowed = expectedAllowed(role, CALLS[path].access);
      it(`${path} as ${caller}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        counter += 1;
        const fixtureUser = role ? t.user(role) : t.user('AD', 2);
        // A fresh session per cell, so /User/Logout does not end a shared one.
        const token = role ? await t.tokenFor(role) : caller === 'bogus' ? 'b'.repeat(43) : undefined;
        const body = SAMPLES[path]({ t, userId: fixtureUser.id, email: fixtureUser.email, unique: `${caller}-${counter}` });
        const needsToken = CALLS[path].access.kind !== 'public';
        const before = await t.fingerprint();
        // A distinct client address per cell, so per-IP caps on public calls do not interfere.
        const ip = `10.9.${Math.floor(counter / 250)}.${counter % 250}`;
        const answer = await t.call(path, body, needsToken && token !== undefined ? { token, ip } : { ip });
        const after = await t.fingerprint();
        const refusal = SAMPLE_REFUSALS[path as CallPath];
        const varies = allowed && BUSINESS_OUTCOME_VARIES.has(path);
        const actual = varies
          ? { accessRefused: ['FORBIDDEN', 'NOT_AUTHENTICATED', 'SESSION_EXPIRED'].includes(answer.json.codigo ?? ''), fault: answer.status >= 500 }
          : allowed
            ? { bOk: answer.json.bOk, codigo: answer.json.codigo, fault: answer.status >= 500 }
            : { bOk: answer.json.bOk, codigo: answer.json.codigo, status: answer.status, mensaje: Boolean(answer.json.mensaje), unchanged: after === before };
        const expected = varies
          ? { accessRefused: false, fault: false }
          : allowed
            ? { bOk: refusal === undefined, codigo: refusal, fault: false }
            : { bOk: false, codigo: role === null ? 'NOT_AUTHENTICATED' : 'FORBIDDEN', status: role === null ? 401 : 403, mensaje: true, unchanged: true };
        expect(actual).toEqual(expected);
      });
    }
  }
});
