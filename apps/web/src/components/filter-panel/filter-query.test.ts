import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../lib/api-client';
import { cleanFilters, readFilters, uniqueFilters, withFilters } from './filter-query';
import type { FilterDefinition } from './filter-definition';

const definitions: FilterDefinition[] = [
  { key: 'name', label: 'Nome', type: 'text' },
  { key: 'birth_date', label: 'Data di nascita', type: 'date' },
  { key: 'name', label: 'Nome (doppio)', type: 'text' },
];

describe('filter serialisation', () => {
  it('trims values and leaves out the empty ones', () => {
    expect(cleanFilters({ name: '  Maria ', surname: '   ', email: '', phone: undefined, active: 'true' })).toEqual({
      name: 'Maria',
      active: 'true',
    });
  });

  it('sends the filters URL-encoded after the call parameters', () => {
    const query = withFilters({ 'get-tot': true, limit: 10, offset: 20 }, { name: ' Maria Rosa & C ', email: 'a+b@x.it', surname: ' ' });
    const url = buildUrl('/auth/beneficiaries/', query);
    expect(url).toBe('/api/auth/beneficiaries/?get-tot=true&limit=10&offset=20&name=Maria+Rosa+%26+C&email=a%2Bb%40x.it');
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toEqual({
      'get-tot': 'true',
      limit: '10',
      offset: '20',
      name: 'Maria Rosa & C',
      email: 'a+b@x.it',
    });
  });

  it('never lets a filter override a call parameter', () => {
    expect(withFilters({ limit: 10 }, { limit: '99999', name: 'Anna' })).toEqual({ limit: 10, name: 'Anna' });
  });

  it('keeps one filter per key', () => {
    expect(uniqueFilters(definitions).map((d) => d.label)).toEqual(['Nome', 'Data di nascita']);
    const search = new URLSearchParams('name=Anna&name=Bea&birth_date=1990-01-31&page=3&other=x');
    expect(readFilters(definitions, search)).toEqual({ name: 'Anna', birth_date: '1990-01-31' });
  });
});
