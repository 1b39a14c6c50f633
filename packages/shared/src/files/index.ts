// The files domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './file.entity';
export * from './files';
export * from './file-names';
export * from './scheda';
