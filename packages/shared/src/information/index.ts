// The information domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './information.entity';
export * from './useful-info';
export * from './privacy-policy';
export * from './rich-text';
