/**
 * Mantine's Indicator (a count on a control's corner) drawn by Mantine's own CSS and variables, without its
 * component: the sync badge's count changes at every change a picker makes, and Mantine's component resolves its
 * props, styles and position variables again on each of those renders. The variables come from Mantine's own
 * resolver, once per theme, colour and size.
 */
import { Indicator, useMantineTheme, type MantineTheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { cachedVars } from './mantine-vars';

const ROOT = `${Indicator.classes.root} mantine-Indicator-root`;
const BADGE = `${Indicator.classes.indicator} mantine-Indicator-indicator`;

function indicatorVars(theme: MantineTheme, color: string, size: number, offset: number): CSSProperties {
  return cachedVars(theme, `indicator:${color}:${size}:${offset}`, () => Indicator.varsResolver(theme, { color, size, offset, position: 'top-end' }, undefined).root);
}

interface LeanIndicatorProps {
  /** Nothing shows while it is null. */
  label: string | number | null;
  color: string;
  /** In px. */
  size: number;
  /** In px, towards the centre of the control. */
  offset: number;
  children: ReactNode;
  'data-testid'?: string;
}

export function LeanIndicator({ label, color, size, offset, children, ...data }: LeanIndicatorProps) {
  const theme = useMantineTheme();
  return (
    <div className={ROOT} style={indicatorVars(theme, color, size, offset)} {...data}>
      {label === null ? null : (
        <div className={BADGE} data-with-label>
          {label}
        </div>
      )}
      {children}
    </div>
  );
}
