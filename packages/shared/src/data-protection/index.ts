// The data-protection domain, imported as '@empowerment/shared/data-protection' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './data-protection.entity';
export * from './data-protection';
