// The beneficiaries domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './beneficiary.entity';
export * from './beneficiaries';
export * from './sections';
export * from './beneficiary-import.entity';
export * from './beneficiary-import';
