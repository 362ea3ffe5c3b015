import type { TooltipProps } from '@mantine/core';
import { cloneElement, useRef, useState, type PointerEvent, type ReactElement, type RefObject } from 'react';
import { onDemand, useOnDemand } from './deferred-control';

const tooltipCode = onDemand(() => import('./deferred-tooltip-real').then((module) => module.Tooltip));

const loadTooltip = () => {
  tooltipCode.load().catch(() => {
    // Offline before the worker cached it: no tooltip this time; the control itself works.
  });
};

interface ChildProps {
  ref?: RefObject<HTMLElement | null>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
}

interface DeferredTooltipProps extends Omit<TooltipProps, 'children' | 'target' | 'opened'> {
  /** One element that takes a ref (the control the tooltip describes). */
  children: ReactElement<ChildProps>;
}

/**
 * Mantine's hover tooltip, downloaded on the first hover: the control renders at once and never changes (no
 * remount, so focus and clicks are untouched); the tooltip attaches to it by `target` once its code is here.
 * Tooltips are for mouse users (Mantine's default: hover only); the control's accessible name stays its own.
 */
export function DeferredTooltip({ children, ...tooltipProps }: DeferredTooltipProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const Tooltip = useOnDemand(tooltipCode);
  const own = children.props;
  const child = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'mouse') return;
      setHovered(true);
      loadTooltip();
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      setHovered(false);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      setHovered(false);
    },
  });
  if (!Tooltip) return child;
  return (
    <>
      {child}
      {/* Mantine's Tooltip itself, once downloaded (a module-level constant, not a component made in render). */}
      {/* oxlint-disable-next-line react/static-components */}
      <Tooltip {...tooltipProps} target={ref} opened={hovered} />
    </>
  );
}
