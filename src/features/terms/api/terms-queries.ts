import { queryOptions } from '@tanstack/react-query';
import { callApi, callApiAnswer } from '../../../lib/api-client';

export type TermsStatus = 'accepted' | 'pending' | 'unknown';

export const termsQueryKey = (userID: number) => ['terms', userID] as const;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Spec §7 /User/getTerminos: the answer's `mensaje` is "0" when the terms are not accepted.
 * Spec §8: a failure is only logged; the gate then stays hidden ('unknown').
 */
export function termsStatusQuery(userID: number) {
  return queryOptions({
    queryKey: termsQueryKey(userID),
    queryFn: async ({ signal }): Promise<TermsStatus> => {
      try {
        const answer = await callApiAnswer('/User/getTerminos', { IDUsuario: userID }, { signal });
        return answer.mensaje === '0' ? 'pending' : 'accepted';
      } catch (error) {
        if (isAbort(error)) throw error;
        console.error('[terms] /User/getTerminos failed', error);
        return 'unknown';
      }
    },
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export interface TermsAcceptance {
  userID: number;
  acceptCommunications: boolean;
}

/** Spec §7 /User/setTerminos (spec §3 terms acceptance). */
export async function saveTermsAcceptance({ userID, acceptCommunications }: TermsAcceptance): Promise<void> {
  await callApi('/User/setTerminos', { IDUsuario: userID, AceptoTerminos: true, AceptoCookies: acceptCommunications });
}
