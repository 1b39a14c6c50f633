// The companies domain, imported as '@empowerment/shared/companies' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './company.entity';
export * from './companies';
