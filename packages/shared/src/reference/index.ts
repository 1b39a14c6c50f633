// The reference domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './list-setting.entity';
export * from './lists';
export * from './enums';
export * from './list-items';
