// The events domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './event.entity';
export * from './career-days';
export * from './group-activities';
export * from './membership';
