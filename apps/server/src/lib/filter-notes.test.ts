import { describe, expect, it } from 'vitest';
import { describeFilters, listFilters, listNotes } from './filter-notes';

describe('the notes of a list in the Registro Attività', () => {
  it('names the filters asked with, leaving out the empty ones', () => {
    expect(describeFilters({ name: 'Maria', sector: '', municipio: undefined, active: true, ID: null })).toBe('name=Maria, active=true');
  });

  it('leaves out the paging and the keys that are no filter', () => {
    const query = { limit: 20, offset: 40, 'get-tot': 'true', minInfo: 'true', name: 'Maria' };
    expect(listFilters(query)).toEqual({ minInfo: 'true', name: 'Maria' });
    expect(listNotes('Elenco aziende', query, ['minInfo'])).toBe('Elenco aziende filtrato: name=Maria');
  });

  it('is the title alone for a list without filters, however it is paged', () => {
    expect(listNotes('Elenco corsi', { limit: 20, offset: 0, 'get-tot': 'true' })).toBe('Elenco corsi');
  });
});
