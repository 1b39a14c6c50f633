// The information domain, imported as '@empowerment/shared/information' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './information.entity';
export * from './useful-info';
export * from './privacy-policy';
export * from './rich-text';
