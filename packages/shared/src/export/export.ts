export const EXPORT_TYPES = ['beneficiaries', 'courses'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
