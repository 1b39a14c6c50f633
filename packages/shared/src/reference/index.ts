// The reference domain, imported as '@empowerment/shared/reference' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './list-setting.entity';
export * from './lists';
export * from './enums';
export * from './list-items';
