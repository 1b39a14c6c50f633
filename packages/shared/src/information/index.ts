// The information domain as the package exports it: its declaration and its rules (the package's
// index.ts lists the domain, declarations.ts the declaration's file).
export * from './information.entity';
export * from './useful-info';
export * from './privacy-policy';
export * from './rich-text';
