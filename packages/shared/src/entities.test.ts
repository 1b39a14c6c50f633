import { describe, expect, it } from 'vitest';
import { ENTITIES, EXPORT_TYPES, LOG_ENTITIES, SCREEN_ENTITIES, companyEntity } from './index';

describe('the declarations of the entities', () => {
  it('name each entity, screen path and log entity once', () => {
    const keys = ENTITIES.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    const screens = SCREEN_ENTITIES.map((e) => e.screen.path);
    expect(new Set(screens).size).toBe(screens.length);
    expect(new Set(LOG_ENTITIES).size).toBe(LOG_ENTITIES.length);
  });

  it('give the export types of the spec, read from the entities that declare one', () => {
    expect(EXPORT_TYPES).toEqual(['beneficiaries', 'company', 'courses', 'costs', 'internships', 'interviews', 'logs']);
  });

  it('write each label once: a field has one label wherever it is shown', () => {
    expect(companyEntity.fields.numbers_internships).toBe('Tirocini richiesti');
    expect(companyEntity.fields.convention_signed).toBe('Convenzione firmata');
    for (const entity of ENTITIES) {
      const fields = 'fields' in entity ? Object.keys(entity.fields) : [];
      const computed = 'computed' in entity ? Object.keys(entity.computed) : [];
      expect(fields.filter((f) => computed.includes(f))).toEqual([]);
    }
  });
});
