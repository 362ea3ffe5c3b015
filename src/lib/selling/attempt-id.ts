/**
 * One mutationId per attempt (ADR 011): pressing the button again, or retrying after a lost answer, with the same
 * request reuses the id, so the server applies it once; a changed request is a new attempt with a new id.
 */
export interface AttemptIds {
  /** The id for this request: the last one's when the request is the same. */
  idFor: (request: unknown) => string;
  /** After a success: the next request, even an identical one, is a new attempt. */
  reset: () => void;
}

export function attemptIds(newId: () => string = () => crypto.randomUUID()): AttemptIds {
  let last: { key: string; id: string } | null = null;
  return {
    idFor(request) {
      const key = JSON.stringify(request);
      if (last?.key !== key) last = { key, id: newId() };
      return last.id;
    },
    reset() {
      last = null;
    },
  };
}
