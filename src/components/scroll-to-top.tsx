import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Affix, Transition, useDirection } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/** Spec §9: the button appears once the page has scrolled more than 250 px. */
export const SCROLL_TOP_THRESHOLD = 250;

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** How far a page's bottom action bar lifts the button (set while the bar is on screen). */
const LIFT_VAR = '--scroll-top-lift';
/** Room between the button and the bar under it. */
const LIFT_GAP = 12;

/**
 * A page with a sticky bottom action bar (picking's "Terminar picking") lifts the button above the bar while the bar
 * is mounted, so the button never covers the page's primary action (issue 21 §5).
 */
export function useLiftScrollToTop(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(LIFT_VAR, `${element.offsetHeight + LIFT_GAP}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(LIFT_VAR);
    };
  }, [bar]);
}

const BOTTOM = `calc(20px + var(${LIFT_VAR}, 0px))`;

const scrolledPast = () => window.scrollY > SCROLL_TOP_THRESHOLD;
const atTop = () => false;

/**
 * "Volver arriba" floating button. It renders when the page crosses the threshold, not on every scroll event
 * (Mantine's useWindowScroll re-renders on each one, and a picker scrolls long orders all day).
 */
export function ScrollToTop() {
  const { t } = useLingui();
  const shown = useSyncExternalStore(subscribeToScroll, scrolledPast, atTop);
  const { dir } = useDirection();
  return (
    <Affix position={dir === 'rtl' ? { bottom: BOTTOM, left: 20 } : { bottom: BOTTOM, right: 20 }}>
      <Transition transition="slide-up" mounted={shown}>
        {(styles) => (
          <ActionIcon style={styles} size={48} radius="xl" variant="filled" aria-label={t`Volver arriba`} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
