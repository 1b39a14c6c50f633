export const EXPORT_TYPES = ['beneficiaries', 'company', 'courses'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
