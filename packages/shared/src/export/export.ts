import { ENTITIES, type DeclaredEntity } from '../entities';

/** The xlsx exports (GET /api/auth/export?type=...): the entities that declare one. */
export type ExportType = Extract<DeclaredEntity, { exportType: string }>['exportType'];
export const EXPORT_TYPES = ENTITIES.flatMap((e) => ('exportType' in e ? [e.exportType] : [])) as ExportType[];
