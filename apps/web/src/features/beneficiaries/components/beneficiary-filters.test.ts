import { describe, expect, it } from 'vitest';
import { parseBeneficiaryFilters } from './beneficiary-filters';

describe('parseBeneficiaryFilters', () => {
  it('keeps the valid filters of a hand-edited URL and drops the refused ones', () => {
    expect(parseBeneficiaryFilters({ name: 'Maria', birth_date: '31/01/1990', active: 'forse', unknown: 'x' })).toEqual({ name: 'Maria' });
    expect(parseBeneficiaryFilters({ birth_date: '1990-01-31', active: 'false' })).toEqual({ birth_date: '1990-01-31', active: 'false' });
    expect(parseBeneficiaryFilters({ municipio_id: '3' })).toEqual({ municipio_id: '3' });
    expect(parseBeneficiaryFilters({ municipio_id: 'tre' })).toEqual({});
  });
});
