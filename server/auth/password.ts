import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * @node-rs/argon2 declares `Algorithm` as an ambient const enum that is not exported at runtime,
 * so under isolatedModules we pass its numeric value (Argon2id = 2) typed as the enum.
 */
const ARGON2ID = 2 as Algorithm;

/** OWASP password storage cheat sheet: argon2id, m=19 MiB, t=2, p=1 (~10 ms a hash here). */
export const PASSWORD_HASH_OPTIONS: Readonly<Options> = Object.freeze({
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
});

/** PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) with a fresh random salt. */
export async function hashPassword(plain: string): Promise<string> {
  return hash(plain, PASSWORD_HASH_OPTIONS);
}

/** Whether `plain` matches `hash`; false (never a throw) for malformed or empty hashes. */
export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
