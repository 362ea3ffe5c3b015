/**
 * Mantine's Button and ActionIcon drawn by Mantine's own CSS (their class names and variables), without their
 * components, for the controls a tap re-renders (a picking line's buttons, the sync badge). Mantine's components
 * resolve props, style props, class names and the variant's colours again on every render; these take Mantine's
 * own variables from a cache per theme (mantine-vars.ts). Only what those controls use: a variant and colour, a left
 * section, a height, and "disabled" that keeps the focus (see focusable-disabled.ts).
 */
import { ActionIcon, Button, rem, UnstyledButton, useMantineTheme, type MantineTheme } from '@mantine/core';
import { forwardRef, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from 'react';
import { focusableDisabled } from './focusable-disabled';
import { cachedVars } from './mantine-vars';

export type LeanVariant = 'filled' | 'light' | 'default' | 'subtle';

/** Mantine's own variables for the variant, colour and size (as its Button and ActionIcon set them). */
function buttonVars(theme: MantineTheme, variant: LeanVariant, color: string | undefined): CSSProperties {
  return cachedVars(theme, `button:${variant}:${color ?? ''}`, () => Button.varsResolver(theme, { variant, color }, undefined).root);
}

function actionIconVars(theme: MantineTheme, variant: LeanVariant, color: string | undefined, size: number | 'lg'): CSSProperties {
  return cachedVars(theme, `ai:${variant}:${color ?? ''}:${size}`, () => ActionIcon.varsResolver(theme, { variant, color, size }, undefined).root);
}

const FOCUS = 'mantine-focus-auto';
const UNSTYLED = `${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const BUTTON_ROOT = `${FOCUS} ${Button.classes.root} mantine-Button-root ${UNSTYLED}`;
const ICON_ROOT = `${FOCUS} ${ActionIcon.classes.root} mantine-ActionIcon-root ${UNSTYLED}`;
const BUTTON_INNER = `${Button.classes.inner} mantine-Button-inner`;
const BUTTON_SECTION = `${Button.classes.section} mantine-Button-section`;
const BUTTON_LABEL = `${Button.classes.label} mantine-Button-label`;
const ICON_INNER = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;

/** Mantine's press feedback (`mantine-active`) only while the control can be pressed. */
function rootClass(base: string, disabled: boolean, extra: string | undefined): string {
  const root = disabled ? base : `mantine-active ${base}`;
  return extra ? `${root} ${extra}` : root;
}

interface LeanControlProps {
  variant: LeanVariant;
  /** A theme colour; the primary colour when absent. */
  color?: string;
  disabled?: boolean;
  onClick: () => void;
  'aria-label'?: string;
  title?: string;
  className?: string;
  style?: CSSProperties;
}

interface LeanButtonProps extends LeanControlProps {
  children: ReactNode;
  leftSection?: ReactNode;
  /** In px. */
  height: number;
  /** Overrides the variant's text colour (Mantine's `c`). */
  textColor?: string;
}

export function LeanButton({ children, leftSection, height, textColor, variant, color, disabled = false, onClick, className, style, ...aria }: LeanButtonProps) {
  const theme = useMantineTheme();
  return (
    <button
      type="button"
      data-variant={variant}
      data-with-left-section={leftSection ? true : undefined}
      className={rootClass(BUTTON_ROOT, disabled, className)}
      style={{ ...buttonVars(theme, variant, color), height: rem(height), color: textColor, ...style }}
      {...focusableDisabled(disabled, onClick)}
      {...aria}
    >
      <span className={BUTTON_INNER}>
        {leftSection ? (
          <span className={BUTTON_SECTION} data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span className={BUTTON_LABEL}>{children}</span>
      </span>
    </button>
  );
}

interface LeanActionIconProps extends LeanControlProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof LeanControlProps | 'type' | 'color'> {
  children: ReactNode;
  /** In px, or one of Mantine's sizes. */
  size: number | 'lg';
  'aria-label': string;
}

/** Takes a ref and pointer handlers (DeferredTooltip attaches to it). */
export const LeanActionIcon = forwardRef<HTMLButtonElement, LeanActionIconProps>(function LeanActionIcon(
  { children, size, variant, color, disabled = false, onClick, className, style, ...rest },
  ref,
) {
  const theme = useMantineTheme();
  return (
    <button
      ref={ref}
      type="button"
      data-variant={variant}
      className={rootClass(ICON_ROOT, disabled, className)}
      style={{ ...actionIconVars(theme, variant, color, size), ...style }}
      {...focusableDisabled(disabled, onClick)}
      {...rest}
    >
      <span className={ICON_INNER}>{children}</span>
    </button>
  );
});
