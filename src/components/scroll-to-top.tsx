import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Affix, Transition, useDirection } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

/** Spec §9: the button appears once the page has scrolled more than 250 px. */
export const SCROLL_TOP_THRESHOLD = 250;

/** "Volver arriba" floating button. */
export function ScrollToTop() {
  const { t } = useLingui();
  const [scroll, scrollTo] = useWindowScroll();
  const { dir } = useDirection();
  return (
    <Affix position={dir === 'rtl' ? { bottom: 20, left: 20 } : { bottom: 20, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_THRESHOLD}>
        {(styles) => (
          <ActionIcon style={styles} size={48} radius="xl" variant="filled" aria-label={t`Volver arriba`} onClick={() => scrollTo({ y: 0 })}>
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
