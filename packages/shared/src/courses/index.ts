// The courses domain as the package exports it: its declaration and its rules (declarations.ts lists it).
export * from './course.entity';
export * from './courses';
