// The data-protection domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './data-protection.entity';
export * from './data-protection';
