// The interviews domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './interview.entity';
export * from './interviews';
