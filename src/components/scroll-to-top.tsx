import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Affix, Transition, useDirection } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';

/** Spec §9: the button appears once the page has scrolled more than 250 px. */
export const SCROLL_TOP_THRESHOLD = 250;

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

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
    <Affix position={dir === 'rtl' ? { bottom: 20, left: 20 } : { bottom: 20, right: 20 }}>
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
