// The internships domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './internship.entity';
export * from './internships';
