// The operators domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './operator.entity';
export * from './operators';
