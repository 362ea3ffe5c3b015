/** Deterministic helpers for the seeds: a seeded PRNG and check-digit codes. */
import { ean13CheckDigit } from '../../../contract/gs1';

/** mulberry32: tiny, fast and good enough for demo data; the same seed gives the same data. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** Picks a key by weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }
}

/** A complete EAN-13 from 12 digits. */
export function ean13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`EAN-13 needs 12 digits: ${first12}`);
  return first12 + String(ean13CheckDigit(first12));
}

/** An Ecuadorian cédula (10 digits, province 17 = Pichincha) with its modulo-10 check digit. */
export function cedula(rng: Rng): string {
  const digits = [1, 7, rng.int(0, 5), ...Array.from({ length: 6 }, () => rng.int(0, 9))];
  let sum = 0;
  digits.forEach((d, i) => {
    let v = i % 2 === 0 ? d * 2 : d;
    if (v > 9) v -= 9;
    sum += v;
  });
  return digits.join('') + String((10 - (sum % 10)) % 10);
}
