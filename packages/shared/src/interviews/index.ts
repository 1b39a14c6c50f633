// The interviews domain, imported as '@empowerment/shared/interviews' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './interview.entity';
export * from './interviews';
