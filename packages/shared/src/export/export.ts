export const EXPORT_TYPES = ['beneficiaries'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
