// The costs domain as the package exports it: its declaration and its rules (the package's
// index.ts lists the domain, declarations.ts the declaration's file).
export * from './cost.entity';
export * from './costs';
