export const EXPORT_TYPES = ['beneficiaries', 'company'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
