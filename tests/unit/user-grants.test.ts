/** The grant rules both the /usuarios form and the server use (contract/roles.ts), and the screen's URL filters. */
import { describe, expect, it } from 'vitest';
import { grantableRoles, mayGrant, mayManageUser } from '../../contract/roles';
import { parseUserListSearch, searchToUserFilter } from '../../src/features/users/lib/user-search';

describe('grant rules', () => {
  it('offers each caller only the roles of rank ≤ theirs, SA only to SA', () => {
    expect(grantableRoles('SA')).toContain('SA');
    expect(grantableRoles('AD')).toEqual(['AD', 'CA', 'CC', 'GE', 'SG', 'SU', 'DE', 'C', 'PS', 'PK']);
    expect(grantableRoles('GE')).toEqual(['CA', 'CC', 'GE', 'SU', 'DE', 'C', 'PS', 'PK']);
    expect(grantableRoles('SU')).toEqual(['CA', 'CC', 'SU', 'DE', 'C', 'PS', 'PK']);
    expect(grantableRoles('PK')).toEqual(['DE', 'C', 'PS', 'PK']);
  });

  it('keeps everyone but SA inside their company and below their rank', () => {
    const ad = { role: 'AD', companyId: 1 };
    expect(mayGrant(ad, { role: 'SA', companyId: null })).toBe(false);
    expect(mayGrant(ad, { role: 'AD', companyId: 2 })).toBe(false);
    expect(mayGrant(ad, { role: 'AD', companyId: 1 })).toBe(true);
    expect(mayGrant({ role: 'GE', companyId: 1 }, { role: 'AD', companyId: 1 })).toBe(false);
    expect(mayGrant({ role: 'SA', companyId: null }, { role: 'AD', companyId: 2 })).toBe(true);
    expect(mayGrant({ role: 'SA', companyId: null }, { role: 'XX', companyId: 2 })).toBe(false);
    expect(mayManageUser({ role: 'SU', companyId: 1 }, { role: 'GE', companyId: 1 })).toBe(false);
    expect(mayManageUser({ role: 'SU', companyId: 1 }, { role: 'XX', companyId: 1 })).toBe(true);
    expect(mayManageUser({ role: 'AD', companyId: 1 }, { role: 'SA', companyId: null })).toBe(false);
  });
});

describe('/usuarios URL filters', () => {
  it('keeps the valid params and drops the rest', () => {
    const search = parseUserListSearch({ q: '  ana ', role: 'PK', store: '3', warehouse: -1, active: '0', extra: 'x' });
    expect(search).toEqual({ q: 'ana', role: 'PK', store: 3, active: 0 });
    expect(parseUserListSearch({ role: 'ZZ', active: 2 })).toEqual({});
    expect(searchToUserFilter(search, { empresaId: 2 })).toEqual({ empresaId: 2, q: 'ana', role: 'PK', storeId: 3, active: false });
  });
});
