import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip, useDirection } from '@mantine/core';
import { IconTextDirectionLtr, IconTextDirectionRtl } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { patchSettingsAtom, type TextDirection } from '../../lib/settings';
import { applyDirection } from './apply-direction';

/** "Cambiar dirección": left-to-right ↔ right-to-left, on <html dir> and in Mantine; remembered in canasta.settings.dir. */
export function DirectionToggle({ size = 'lg' }: { size?: 'lg' | 'xl' }) {
  const { t } = useLingui();
  const { dir, setDirection } = useDirection();
  const patch = useSetAtom(patchSettingsAtom);
  const rtl = dir === 'rtl';
  const toggle = () => {
    const next: TextDirection = rtl ? 'ltr' : 'rtl';
    setDirection(next);
    applyDirection(next);
    patch({ dir: next });
  };
  return (
    <Tooltip label={rtl ? t`Escribir de izquierda a derecha` : t`Escribir de derecha a izquierda`} withArrow>
      <ActionIcon variant="default" size={size} aria-label={t`Cambiar dirección`} aria-pressed={rtl} onClick={toggle}>
        {rtl ? <IconTextDirectionLtr size={20} aria-hidden /> : <IconTextDirectionRtl size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
