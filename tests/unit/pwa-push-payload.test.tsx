import { describe, expect, it } from 'vitest';
import { parsePushPayload, safeNotificationUrl } from '../../sw/push-payload';

const ORIGIN = 'https://canasta.example';

describe('push payloads', () => {
  it('reads title, body and url from JSON', () => {
    expect(parsePushPayload(JSON.stringify({ title: 'Nueva orden', body: 'Orden 42', url: '/orden/42' }))).toEqual({
      title: 'Nueva orden',
      body: 'Orden 42',
      url: '/orden/42',
    });
  });

  it('falls back for empty, plain-text and odd payloads', () => {
    expect(parsePushPayload(null)).toEqual({ title: 'Canasta', body: '', url: undefined });
    expect(parsePushPayload('hola')).toEqual({ title: 'Canasta', body: 'hola', url: undefined });
    expect(parsePushPayload(JSON.stringify({ title: 7, url: 9 }))).toEqual({ title: 'Canasta', body: '', url: undefined });
  });

  it('opens only pages of this app', () => {
    expect(safeNotificationUrl('/orden/42', ORIGIN)).toBe(`${ORIGIN}/orden/42`);
    expect(safeNotificationUrl(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(safeNotificationUrl('https://evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(safeNotificationUrl('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
