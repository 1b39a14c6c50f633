// The files domain, imported as '@empowerment/shared/files' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './file.entity';
export * from './files';
export * from './file-names';
export * from './scheda';
