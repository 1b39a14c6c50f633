import { EXPORT_TYPES } from '@empowerment/shared/export';
import { describe, expect, it } from 'vitest';
import { exportRegistry, type AnyExportDefinition } from './export.definition';

// a stand-in for a module's export: only its type matters to the registry
const exportOf = (type: string) => ({ type }) as unknown as AnyExportDefinition;

describe('exportRegistry', () => {
  it('keys the exports of the modules by their type', () => {
    const registry = exportRegistry(EXPORT_TYPES.map(exportOf));
    expect(Object.keys(registry).sort()).toEqual([...EXPORT_TYPES].sort());
  });

  it('refuses an export type that an entity declares and no module provides', () => {
    expect(() => exportRegistry(EXPORT_TYPES.slice(1).map(exportOf))).toThrow(`no module provides the export type ${EXPORT_TYPES[0]}`);
  });

  it('refuses a type provided twice', () => {
    expect(() => exportRegistry([...EXPORT_TYPES, EXPORT_TYPES[0]].map(exportOf))).toThrow('provided twice');
  });
});
