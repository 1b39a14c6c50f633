// The card-templates domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './card-template.entity';
export * from './card-templates';
