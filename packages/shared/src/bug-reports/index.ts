// The bug-reports domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './bug-report.entity';
export * from './bug-reports';
