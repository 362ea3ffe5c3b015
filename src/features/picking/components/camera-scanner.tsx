/**
 * Scanning with the camera where the browser has BarcodeDetector (Chromium on Android). Loaded on demand:
 * hardware scanners are the usual path. The stream stops when the modal closes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]>;
}
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;

export const BARCODE_FORMATS = ['ean_13', 'ean_8', 'code_128', 'upc_a'];
/** Detection is costly on low-end phones: a few tries a second is enough for a held-up product. */
const DETECT_EVERY_MS = 200;

interface CameraScannerProps {
  onCode: (code: string) => void;
  onClose: () => void;
}

export function CameraScanner({ onCode, onClose }: CameraScannerProps) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const report = useRef(onCode);
  report.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | null = null;
    let stopped = false;
    const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorCtor }).BarcodeDetector;
    const detector = new Detector({ formats: BARCODE_FORMATS });

    const tick = async () => {
      const element = video.current;
      if (stopped || !element) return;
      try {
        if (element.readyState >= 2) {
          const codes = await detector.detect(element);
          const code = codes.find((c) => c.rawValue.trim() !== '');
          if (code && !stopped) {
            stopped = true;
            report.current(code.rawValue);
            return;
          }
        }
      } catch {
        // A frame that could not be read: try the next one.
      }
      if (!stopped) timer = window.setTimeout(() => void tick(), DETECT_EVERY_MS);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        void element.play().catch(() => undefined);
        void tick();
      })
      .catch(() => setFailed(true));

    return () => {
      stopped = true;
      if (timer !== null) window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Modal opened onClose={onClose} title={t`Escanear con la cámara`} fullScreen centered>
      <Stack gap="sm">
        {failed ? (
          <Alert color="red" role="alert" title={t`No se pudo abrir la cámara`}>
            <Trans>Revisa el permiso de cámara del navegador o usa el lector de códigos.</Trans>
          </Alert>
        ) : (
          <Text size="sm"><Trans>Apunta la cámara al código de barras del producto.</Trans></Text>
        )}
        <video ref={video} muted playsInline style={{ width: '100%', maxHeight: '70dvh', background: '#000', borderRadius: 8 }} aria-label={t`Vista de la cámara`} />
      </Stack>
    </Modal>
  );
}
