export type ScanTone = 'ok' | 'error' | 'warn';

/** What the last scan did, shown (and flashed) on the scan bar. */
export interface ScanFeedback {
  tone: ScanTone;
  text: string;
  /** Increases with every scan, so the same message flashes again. */
  id: number;
}
