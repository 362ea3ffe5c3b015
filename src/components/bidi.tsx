import type { ReactNode } from 'react';

/**
 * Isolates a value from the text around it, so a right-to-left layout does not reorder it (UAX #9): numbers, dates,
 * times and money read left to right in every app locale (`numeric`: "25.11.26, 14:35" instead of "14:35 ,25.11.26");
 * other text takes the direction of its first strong letter ("vor 26 Std." instead of ".vor 26 Std").
 */
export function Bidi({ children, numeric = false }: { children: ReactNode; numeric?: boolean }) {
  return <bdi dir={numeric ? 'ltr' : 'auto'}>{children}</bdi>;
}
