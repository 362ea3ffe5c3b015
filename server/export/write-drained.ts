import type { Writable } from 'node:stream';

/** Writes `chunk`, then waits while the reader is behind; throws once `out` is gone (the client left). */
export async function writeDrained(out: Writable, chunk: Buffer | string): Promise<void> {
  if (out.destroyed) throw new Error('export stream closed');
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const onDrain = () => {
      out.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      out.off('drain', onDrain);
      reject(new Error('export stream closed'));
    };
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}
