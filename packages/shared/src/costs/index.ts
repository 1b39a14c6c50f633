// The costs domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './cost.entity';
export * from './costs';
