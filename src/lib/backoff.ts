/** How long to wait between retries: an exponential ceiling, capped, with a random share of it (jitter). */
export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
  /**
   * Part of the ceiling always waited: 0 is full jitter (retries spread best), 0.5 keeps a floor so a reconnect loop
   * never spins with near-zero waits.
   */
  minShare?: number;
}

/** Delay before retry `attempt` (0-based): a random wait in [floor, ceiling], ceiling = min(cap, base · 2^attempt). */
export function backoffDelay(policy: BackoffPolicy, attempt: number, random: () => number = Math.random): number {
  // The exponent is bounded so a long outage cannot overflow to Infinity before the cap applies.
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(Math.max(0, attempt), 30));
  const floor = ceiling * (policy.minShare ?? 0);
  return Math.floor(floor + random() * (ceiling - floor));
}
