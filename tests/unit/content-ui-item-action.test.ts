/** CATEGORIA_OC's category list on the wire (spec §3) and its parse-failure fallback (spec §8); URL item targets. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { isActionUrl, parseListAccionID, toListAccionID, tryParseListAccionID } from '../../contract/ui-item-action';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toListAccionID', () => {
  test('joins IDs with commas, in order; an empty list is the empty string', () => {
    expect(toListAccionID([3, 7, 12])).toBe('3,7,12');
    expect(toListAccionID([5])).toBe('5');
    expect(toListAccionID([])).toBe('');
  });
});

describe('parseListAccionID', () => {
  test('reads what toListAccionID writes, and tolerates spaces around the IDs', () => {
    expect(parseListAccionID('3,7,12')).toEqual([3, 7, 12]);
    expect(parseListAccionID(' 3 , 7 ')).toEqual([3, 7]);
    expect(parseListAccionID('')).toEqual([]);
    for (const ids of [[1], [2, 40, 9], []]) expect(parseListAccionID(toListAccionID(ids))).toEqual(ids);
  });

  test.each(['3,,7', '3,', ',3', 'a,b', '3;7', '0', '-1', '1.5', '99999999999', '[3,7]', ' '])('logs "Error al parsear listAccionID:" and falls back to [] for %j', (raw) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseListAccionID(raw)).toEqual([]);
    expect(error).toHaveBeenCalledWith('Error al parsear listAccionID:', raw);
    expect(tryParseListAccionID(raw)).toBeNull();
  });

  test('a valid list logs nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    parseListAccionID('4,5');
    parseListAccionID('');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('isActionUrl', () => {
  test('https URLs and app paths pass; other schemes and paths leaving the app do not', () => {
    expect(['https://example.com/x', '/tienda', '/ofertas?x=1'].map(isActionUrl)).toEqual([true, true, true]);
    expect(['http://example.com', 'javascript:alert(1)', '//evil.example', '/\\evil', 'tienda', '', '/a b'].map(isActionUrl)).toEqual([false, false, false, false, false, false, false]);
  });
});
