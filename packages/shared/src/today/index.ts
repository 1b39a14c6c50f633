// The today domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './today.entity';
export * from './today';
