import { describe, expect, it } from 'vitest';
import { needsSpecification } from '../common/specify';
import { INIT_LIST_KEYS, TABLE_LISTS } from './lists';
import { INIT_LISTS } from './enums';
import { LIST_SETTINGS_TITLES } from './list-items';

describe('INIT_LISTS', () => {
  it('has exactly the 19 lists of the init call, none empty and none with a repeated entry', () => {
    expect(Object.keys(INIT_LISTS).sort()).toEqual([...INIT_LIST_KEYS].sort());
    for (const key of INIT_LIST_KEYS) {
      const values = key === 'prefix' ? INIT_LISTS.prefix.map((p) => p.name) : INIT_LISTS[key];
      expect(values.length, key).toBeGreaterThan(0);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('keeps the company values of spec 02 in their order, the default first', () => {
    expect(INIT_LISTS.companiesTypes).toEqual(['Azienda per tirocinio', 'Ente di formazione', 'Azienda che aderisce a job day']);
    expect(INIT_LISTS.companiesStateContact).toEqual([
      'Primo contatto',
      'Interesse a proseguire',
      'Manifestazione alla firma',
      'Manifestazione firmata',
    ]);
  });

  it('has the internship statuses that have a badge colour, and the sexes M, F, N', () => {
    expect(INIT_LISTS.statusInternships).toEqual(expect.arrayContaining(['Pianificato', 'Attivo', 'Completato', 'Interrotto']));
    expect(INIT_LISTS.sex).toEqual(['M', 'F', 'N']);
  });

  it('offers a [specificare] entry where a note becomes required', () => {
    expect(INIT_LISTS.conditionAddress.filter(needsSpecification)).toHaveLength(1);
    expect(INIT_LISTS.indigenceStatus.filter(needsSpecification)).toHaveLength(1);
    expect(needsSpecification('Senza dimora')).toBe(false);
  });

  it('gives dialling prefixes as {name: "+NNN"}, Italy first', () => {
    expect(INIT_LISTS.prefix[0]).toEqual({ name: '+39' });
    for (const { name } of INIT_LISTS.prefix) expect(name).toMatch(/^\+[1-9]\d{0,2}$/);
    expect(INIT_LISTS.prefix.length).toBeGreaterThan(200);
  });

  it('names the table lists by their keys, each with an Italian label', () => {
    expect(INIT_LISTS.tablesName).toEqual(Object.keys(TABLE_LISTS));
    expect(Object.keys(LIST_SETTINGS_TITLES)).toEqual(Object.keys(TABLE_LISTS));
  });

  it('has the L2 levels of the European framework', () => {
    expect(INIT_LISTS.certificationL2).toEqual(['Nessuna', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
  });
});
