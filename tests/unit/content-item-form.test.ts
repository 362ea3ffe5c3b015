/** The /home item form's wire fields: only the chosen action's target is sent, CATEGORIA_OC comma-joined ("" when empty). */
import { describe, expect, test, vi } from 'vitest';
import type { UiItem } from '../../contract/schemas/content';
import { initialItemValues, itemFields, itemProblems } from '../../src/features/content/lib/item-form';

const base = initialItemValues(null);

describe('itemFields', () => {
  test('CATEGORIA_OC sends the chosen categories comma-joined and no accionID; none chosen is ""', () => {
    expect(itemFields({ ...base, titulo: ' Desayuno ', accion: 'CATEGORIA_OC', categoryIds: ['3', '7', '12'], url: 'https://x.example' })).toMatchObject({ titulo: 'Desayuno', accion: 'CATEGORIA_OC', accionID: '', listAccionID: '3,7,12' });
    expect(itemFields({ ...base, accion: 'CATEGORIA_OC', categoryIds: [] })).toMatchObject({ accionID: '', listAccionID: '' });
  });

  test('other actions send their one target and an empty list', () => {
    expect(itemFields({ ...base, accion: 'PRODUCTO', productId: 42, categoryIds: ['3'] })).toMatchObject({ accionID: '42', listAccionID: '' });
    expect(itemFields({ ...base, accion: 'CATEGORIA', categoryId: '9' })).toMatchObject({ accionID: '9', listAccionID: '' });
    expect(itemFields({ ...base, accion: 'URL', url: ' /tienda ' })).toMatchObject({ accionID: '/tienda', listAccionID: '' });
    expect(itemFields({ ...base, accion: 'NINGUNA', url: '/x', productId: 1 })).toMatchObject({ accionID: '', listAccionID: '' });
  });

  test('an open window is null at both ends', () => {
    expect(itemFields(base)).toMatchObject({ desde: null, hasta: null });
  });
});

describe('initialItemValues', () => {
  const item: UiItem = { id: 1, elementoId: 2, posicion: 0, titulo: 'T', imageKey: null, imagenUrl: null, accion: 'CATEGORIA_OC', accionID: '', listAccionID: '5,6', desde: null, hasta: null, activo: true, version: 3 };

  test('reads a stored list back into the chosen categories', () => {
    expect(initialItemValues(item).categoryIds).toEqual(['5', '6']);
  });

  test('a list that fails to parse starts empty and is logged (spec §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(initialItemValues({ ...item, listAccionID: '5,,x' }).categoryIds).toEqual([]);
    expect(error).toHaveBeenCalledWith('Error al parsear listAccionID:', '5,,x');
    error.mockRestore();
  });
});

describe('itemProblems', () => {
  test('names the missing title, target and a backwards window', () => {
    expect(itemProblems({ ...base, accion: 'PRODUCTO' })).toEqual({ titulo: 'titulo', accionID: 'product' });
    expect(itemProblems({ ...base, titulo: 'x', accion: 'URL', url: 'http://inseguro.example' })).toEqual({ accionID: 'url' });
    expect(itemProblems({ ...base, titulo: 'x', desde: '2026-12-02 10:00:00', hasta: '2026-12-01 10:00:00' })).toEqual({ hasta: 'window' });
    expect(itemProblems({ ...base, titulo: 'x', accion: 'CATEGORIA_OC', categoryIds: [] })).toEqual({});
  });
});
