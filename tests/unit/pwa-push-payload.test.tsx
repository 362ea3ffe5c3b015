import { describe, expect, it } from 'vitest';
import { isPushPageMessage } from '../../contract/push-page-message';
import { parsePushPayload, safeNotificationUrl } from '../../sw/push-payload';

const ORIGIN = 'https://canasta.example';
const NONE = { image: undefined, tag: undefined };

describe('push payloads', () => {
  it('reads title, body, url, image and tag from JSON', () => {
    expect(parsePushPayload(JSON.stringify({ title: 'Pedido por pickear', body: 'Pedido 42', url: '/picking/orden/42', image: 'https://cdn.example/a.png', tag: 'order-42-to-pick' }))).toEqual({
      title: 'Pedido por pickear',
      body: 'Pedido 42',
      url: '/picking/orden/42',
      image: 'https://cdn.example/a.png',
      tag: 'order-42-to-pick',
    });
    expect(parsePushPayload(JSON.stringify({ title: 'Oferta', body: '', url: '/', image: '/files/content/x.webp' }))).toMatchObject({ image: '/files/content/x.webp', tag: undefined });
  });

  it('falls back for empty, plain-text and odd payloads', () => {
    expect(parsePushPayload(null)).toEqual({ title: 'Canasta', body: '', url: undefined, ...NONE });
    expect(parsePushPayload('hola')).toEqual({ title: 'Canasta', body: 'hola', url: undefined, ...NONE });
    expect(parsePushPayload(JSON.stringify({ title: 7, url: 9, image: 3, tag: '' }))).toEqual({ title: 'Canasta', body: '', url: undefined, ...NONE });
  });

  it('drops images that are not https or of this app', () => {
    for (const image of ['http://cdn.example/a.png', 'javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AAAA']) {
      expect(parsePushPayload(JSON.stringify({ title: 'x', image })).image, image).toBeUndefined();
    }
  });

  it('opens only pages of this app', () => {
    expect(safeNotificationUrl('/orden/42', ORIGIN)).toBe(`${ORIGIN}/orden/42`);
    expect(safeNotificationUrl(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(safeNotificationUrl('https://evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(safeNotificationUrl('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('recognises the worker message pages listen for', () => {
    expect(isPushPageMessage({ type: 'canasta:push', payload: { title: 'a', body: '', url: `${ORIGIN}/`, image: undefined, tag: undefined } })).toBe(true);
    expect(isPushPageMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isPushPageMessage({ type: 'canasta:push', payload: { title: 1 } })).toBe(false);
    expect(isPushPageMessage(null)).toBe(false);
  });
});
