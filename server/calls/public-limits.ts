/**
 * A per-process cap on public calls that send mail or create accounts (per client IP), so one
 * address cannot flood a mailbox or the user table. Login has its own shared limits (auth/login-limits.ts).
 */
import type { CallPath } from '../../contract/calls';

const LIMITED: Partial<Record<CallPath, { max: number; windowMs: number }>> = {
  '/User/ForgotPassword': { max: 10, windowMs: 15 * 60_000 },
  '/User/Register': { max: 20, windowMs: 60 * 60_000 },
};

export class PublicCallLimiter {
  private readonly hits = new Map<string, number[]>();

  /** Records a call; returns the seconds to wait when over the cap, else null. */
  hit(path: CallPath, ip: string, now: number): number | null {
    const rule = LIMITED[path];
    if (!rule) return null;
    const key = `${path}|${ip}`;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - rule.windowMs);
    if (recent.length >= rule.max) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + rule.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return null;
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((at) => at <= now - 3_600_000)) this.hits.delete(key);
    }
  }
}
