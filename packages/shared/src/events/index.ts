// The events domain, imported as '@empowerment/shared/events' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './event.entity';
export * from './career-days';
export * from './group-activities';
export * from './membership';
