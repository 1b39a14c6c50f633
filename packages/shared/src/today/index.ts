// The today domain, imported as '@empowerment/shared/today' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './today.entity';
export * from './today-text';
export * from './today';
