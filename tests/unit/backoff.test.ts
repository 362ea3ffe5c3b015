import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../src/lib/backoff';

const policy = { baseMs: 1_000, capMs: 60_000 };

describe('backoffDelay', () => {
  it('doubles the ceiling per attempt and jitters over all of it', () => {
    expect(backoffDelay(policy, 0, () => 0.5)).toBe(500);
    expect(backoffDelay(policy, 2, () => 0.5)).toBe(2_000);
    expect(backoffDelay(policy, 2, () => 0)).toBe(0);
    expect(backoffDelay(policy, 2, () => 0.999_999)).toBeLessThan(4_000);
  });

  it('never waits more than the cap, however long the outage', () => {
    expect(backoffDelay(policy, 10_000, () => 0.999_999)).toBeLessThan(60_000);
    expect(backoffDelay(policy, 10_000, () => 0.999_999)).toBeGreaterThan(59_000);
    expect(Number.isFinite(backoffDelay(policy, 1e9, () => 0.5))).toBe(true);
  });

  it('keeps a floor when asked, so a reconnect loop never spins', () => {
    const reconnect = { baseMs: 500, capMs: 30_000, minShare: 0.5 };
    expect(backoffDelay(reconnect, 0, () => 0)).toBe(250);
    expect(backoffDelay(reconnect, 3, () => 0)).toBe(2_000);
    expect(backoffDelay(reconnect, 3, () => 1)).toBe(4_000);
    expect(backoffDelay(reconnect, 40, () => 0)).toBe(15_000);
  });

  it('treats a negative attempt as the first', () => {
    expect(backoffDelay(policy, -1, () => 0.5)).toBe(500);
  });
});
