import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as declared from './declarations';
import { ENTITIES, LOG_ENTITIES, SCREEN_ENTITIES, isDeclaration } from './index';
import { companyEntity } from './companies';
import { EXPORT_TYPES } from './export';

describe('the declarations of the entities', () => {
  it('name each entity, screen path and log entity once', () => {
    const keys = ENTITIES.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    const screens = SCREEN_ENTITIES.map((e) => e.screen.path);
    expect(new Set(screens).size).toBe(screens.length);
    expect(new Set(LOG_ENTITIES).size).toBe(LOG_ENTITIES.length);
  });

  it('give the export types of the spec, read from the entities that declare one', () => {
    const spec = ['beneficiaries', 'company', 'courses', 'costs', 'internships', 'interviews', 'logs'];
    expect([...EXPORT_TYPES].sort()).toEqual(spec.sort());
  });

  it('are read from their files, each once, in an order that means nothing: the menu has its own', () => {
    // every declaration of the files declarations.ts lists is in the list, once
    expect(ENTITIES).toHaveLength(Object.values(declared).filter(isDeclaration).length);
    expect(Object.keys(declared).filter((name) => isDeclaration(declared[name as keyof typeof declared]))).toHaveLength(ENTITIES.length);
    expect(ENTITIES.map((e) => e.key)).toEqual(expect.arrayContaining(['beneficiaries', 'companies', 'selfEmployment', 'activityLogs']));
    for (const group of ['main', 'admin', 'footer']) {
      const places = SCREEN_ENTITIES.flatMap(({ screen }) => ('menu' in screen && screen.menu.group === group ? [screen.menu.order] : []));
      expect(new Set(places).size).toBe(places.length);
    }
  });

  it("are files of their own, which import nothing but defineEntity: the web app's first load reads them all, without any domain's rules", () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const files = [...readFileSync(path.join(here, 'declarations.ts'), 'utf8').matchAll(/^export \* from '(\.\/[^']+)';$/gm)].map(
      (m) => m[1],
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = readFileSync(path.join(here, `${file}.ts`), 'utf8');
      const imports = [...source.matchAll(/^import[^;]*? from '([^']+)';$/gms)].map((m) => m[1]);
      expect({ file, imports }).toEqual({ file, imports: ['../common/entity'] });
    }
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
