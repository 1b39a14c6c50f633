// The costs domain, imported as '@empowerment/shared/costs' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './cost.entity';
export * from './costs';
