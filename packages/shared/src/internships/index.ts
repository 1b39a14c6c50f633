// The internships domain, imported as '@empowerment/shared/internships' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './internship.entity';
export * from './internships';
