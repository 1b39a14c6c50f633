// The beneficiaries domain as the package exports it: its declaration and its rules (the package's
// index.ts lists the domain, declarations.ts the declaration's file).
export * from './beneficiary.entity';
export * from './beneficiaries';
export * from './sections';
export * from './beneficiary-import.entity';
export * from './beneficiary-import';
