// The beneficiaries domain, imported as '@empowerment/shared/beneficiaries' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './beneficiary.entity';
export * from './beneficiaries';
export * from './sections';
export * from './beneficiary-import.entity';
export * from './beneficiary-import';
