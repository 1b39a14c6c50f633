// The courses domain, imported as '@empowerment/shared/courses' (package.json's "./*" entry): its
// declaration and its rules; declarations.ts lists the declaration's file.
export * from './course.entity';
export * from './courses';
