/**
 * The scan input: hardware scanners type the code and Enter into whatever has focus, so the input takes focus
 * back whenever a character is typed outside another field. On phones it does not raise the on-screen keyboard
 * (inputMode none) until the picker asks to type a code by hand.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Group, Paper, TextInput } from '@mantine/core';
import { IconAlertOctagon, IconCamera, IconCircleCheck, IconInfoCircle, IconKeyboard } from '@tabler/icons-react';
import { lazy, memo, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ScanFeedback } from '../lib/scan-feedback';
import classes from './scan-bar.module.css';

const CameraScanner = lazy(() => import('./camera-scanner').then((module) => ({ default: module.CameraScanner })));


interface ScanBarProps {
  onScan: (code: string) => void;
  feedback: ScanFeedback | null;
  /** False while a sheet is open: the sheet's fields own the keyboard then. */
  active: boolean;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

export function hasBarcodeDetector(): boolean {
  return typeof window !== 'undefined' && 'BarcodeDetector' in window;
}

// Memoized: its props stay the same while lines change, so a tap on a line does not render the input again.
export const ScanBar = memo(function ScanBar({ onScan, feedback, active }: ScanBarProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [typing, setTyping] = useState(false);
  const [camera, setCamera] = useState(false);
  const cameraAvailable = hasBarcodeDetector();

  useEffect(() => {
    if (!active) return;
    input.current?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isEditable(event.target) || (event.target instanceof Element && event.target.closest('[role="dialog"]'))) return;
      // Focusing during keydown makes the browser insert the character into the input.
      input.current?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [active]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (value === '') return;
    setCode('');
    onScan(value);
  };

  const flash = feedback?.tone === 'ok' ? classes.flashOk : feedback?.tone === 'error' ? classes.flashError : undefined;
  return (
    <Paper withBorder radius="md" p="xs" className={classes.bar} data-feedback={feedback?.tone}>
      {/* Keyed by the scan, so each scan restarts the flash; it never covers input (no pointer events). */}
      {flash && <div key={feedback?.id} className={`${classes.flash} ${flash}`} aria-hidden />}
      <div>
        <form onSubmit={submit}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              ref={input}
              style={{ flex: 1 }}
              size="lg"
              aria-label={t`Código escaneado`}
              placeholder={t`Escanea un producto`}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              inputMode={typing ? 'text' : 'none'}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              onBlur={() => setTyping(false)}
            />
            <ActionIcon
              size={50}
              variant={typing ? 'filled' : 'default'}
              aria-label={t`Escribir el código a mano`}
              aria-pressed={typing}
              onClick={() => {
                setTyping(true);
                // The keyboard opens only for a focus after inputMode changed.
                window.setTimeout(() => input.current?.focus(), 0);
              }}
            >
              <IconKeyboard size={24} aria-hidden />
            </ActionIcon>
            {cameraAvailable && (
              <ActionIcon size={50} variant="default" aria-label={t`Escanear con la cámara`} onClick={() => setCamera(true)}>
                <IconCamera size={24} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </form>
      </div>
      {/* The wrong-product message is an assertive alert; right and "already complete" ones are polite. */}
      {feedback?.tone === 'error' && (
        <Alert key={feedback.id} mt="xs" color="red" variant="filled" aria-live="assertive" icon={<IconAlertOctagon size={24} aria-hidden />} data-testid="scan-error" styles={{ message: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 700 } }}>
          {feedback.text}
        </Alert>
      )}
      <div role="status" aria-live="polite">
        {feedback?.tone === 'ok' && (
          <Alert role="none" mt="xs" color="green" variant="light" icon={<IconCircleCheck size={22} aria-hidden />} data-testid="scan-ok" styles={{ message: { fontWeight: 600, color: 'var(--mantine-color-text)' } }}>
            {feedback.text}
          </Alert>
        )}
        {feedback?.tone === 'warn' && (
          <Alert role="none" mt="xs" color="yellow" variant="light" icon={<IconInfoCircle size={22} aria-hidden />} data-testid="scan-warn" styles={{ message: { fontWeight: 600, color: 'var(--mantine-color-text)' } }}>
            {feedback.text}
          </Alert>
        )}
      </div>
      {camera && (
        <Suspense fallback={null}>
          <CameraScanner
            onClose={() => setCamera(false)}
            onCode={(value) => {
              setCamera(false);
              onScan(value);
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
});
