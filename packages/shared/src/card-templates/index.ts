// The card-templates domain, imported as '@empowerment/shared/card-templates' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './card-template.entity';
export * from './card-templates';
