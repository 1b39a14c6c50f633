// The operators domain, imported as '@empowerment/shared/operators' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './operator.entity';
export * from './operators';
