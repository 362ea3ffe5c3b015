/** What the subscription forms check before sending (the contract's limits, as the server checks them). */
export type Problem = 'required' | 'tooLong' | 'money' | 'percent' | 'range' | 'groups' | 'window';
export type Problems<F extends string> = Partial<Record<F, Problem>>;

/** Text required and at most `max` characters once trimmed; optional text only the length. */
export function textProblem(value: string, max: number, required: boolean): Problem | undefined {
  const trimmed = value.trim();
  if (required && trimmed.length === 0) return 'required';
  return trimmed.length > max ? 'tooLong' : undefined;
}

/** A whole number typed in a NumberInput ('' when empty) within [min, max]. */
export function wholeProblem(value: number | string, min: number, max: number): Problem | undefined {
  if (value === '') return 'required';
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? undefined : 'range';
}

/** A server field path ("userGroupTypes.0") as the form's field. */
export function fieldOf(campo: string): string {
  return campo.split('.')[0] ?? campo;
}
