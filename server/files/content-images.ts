/**
 * Content images (`/api/files/content-image`): stored under `content/<company>/<random>` at every web size. A saved
 * record may only point at an image its own company uploaded.
 */
import { CallError } from '../errors/call-error';

const CONTENT_KEY = /^content\/(\d+)\/[0-9a-f]{24}$/;

/** Whether `key` is a content image key of `companyId` (uploaded through the content image route). */
export function isContentImageKey(key: string, companyId: number): boolean {
  const match = CONTENT_KEY.exec(key);
  return match !== null && Number(match[1]) === companyId;
}

/** Refuses (VALIDATION, field `imageKey`) a key that is not one of the company's uploaded content images. */
export function assertContentImageKey(key: string | null | undefined, companyId: number): void {
  if (key === null || key === undefined || key === '') return;
  if (!isContentImageKey(key, companyId)) {
    const mensaje = 'La imagen no es válida: súbela de nuevo.';
    throw new CallError('VALIDATION', mensaje, { reason: 'image_key' }, [{ campo: 'imageKey', codigo: 'image_key', mensaje }]);
  }
}
