// Every entity and page of the product, one line each: the file of its declaration (defineEntity),
// which imports nothing but defineEntity. ENTITIES (entities.ts) is read from this file's exports,
// so the web app's first load, which reads ENTITIES for its routes, menu and titles, takes the
// declarations alone; each domain's rules (its Zod schemas) come with the screens that use them
// (each domain is an entry of its own, '@empowerment/shared/<folder>': decision 0058).
export * from './beneficiaries/beneficiary.entity';
export * from './beneficiaries/beneficiary-import.entity';
export * from './bug-reports/bug-report.entity';
export * from './card-templates/card-template.entity';
export * from './companies/company.entity';
export * from './costs/cost.entity';
export * from './data-protection/data-protection.entity';
export * from './courses/course.entity';
export * from './events/event.entity';
export * from './files/file.entity';
export * from './information/information.entity';
export * from './internships/internship.entity';
export * from './interviews/interview.entity';
export * from './logs/activity-log.entity';
export * from './operators/operator.entity';
export * from './pages/pages';
export * from './reference/list-setting.entity';
export * from './today/today.entity';
