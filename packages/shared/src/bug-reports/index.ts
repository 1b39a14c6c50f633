// The bug-reports domain, imported as '@empowerment/shared/bug-reports' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './bug-report.entity';
export * from './bug-reports';
