import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMPANY_CHANGED_EVENT, USER_DATA_KEY } from '../../contract/user-data';
import { clearUserData, getUserData, saveUserData, updateCompany, updateWarehouse, useUserData } from '../../src/lib/user-data';
import { demoUser } from './msw/middleware';

describe('stored user data (spec §3)', () => {
  it('round-trips exactly the spec fields', () => {
    const user = demoUser('GE');
    saveUserData({ ...user, extra: 'dropped' } as typeof user);
    expect(JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? 'null')).toEqual(user);
    expect(Object.keys(JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? '{}') as object).toSorted()).toEqual(['bodega', 'empresaAsociada', 'extras', 'rol', 'token', 'userID']);
    expect(getUserData()).toEqual(user);
    clearUserData();
    expect(getUserData()).toBeNull();
  });

  it('treats invalid JSON or a wrong shape as no session', () => {
    localStorage.setItem(USER_DATA_KEY, '{not json');
    expect(getUserData()).toBeNull();
    localStorage.setItem(USER_DATA_KEY, JSON.stringify({ userID: 'x' }));
    expect(getUserData()).toBeNull();
  });

  it('updateCompany stores the company and fires the event once, only when it changes', () => {
    saveUserData(demoUser('SA'));
    const listener = vi.fn<() => void>();
    window.addEventListener(COMPANY_CHANGED_EVENT, listener);
    updateCompany(2);
    updateCompany(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getUserData()?.empresaAsociada).toBe(2);
    window.removeEventListener(COMPANY_CHANGED_EVENT, listener);
  });

  it('updateWarehouse stores the warehouse', () => {
    saveUserData(demoUser('CA'));
    updateWarehouse(3);
    expect(getUserData()?.bodega).toBe(3);
  });

  it('useUserData follows saves in this tab and storage events from other tabs', () => {
    const { result } = renderHook(() => useUserData());
    expect(result.current).toBeNull();
    act(() => saveUserData(demoUser('AD')));
    expect(result.current?.rol).toBe('AD');

    act(() => {
      localStorage.setItem(USER_DATA_KEY, JSON.stringify(demoUser('SU')));
      window.dispatchEvent(new StorageEvent('storage', { key: USER_DATA_KEY }));
    });
    expect(result.current?.rol).toBe('SU');

    act(() => clearUserData());
    expect(result.current).toBeNull();
  });
});
