// The companies domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './company.entity';
export * from './companies';
