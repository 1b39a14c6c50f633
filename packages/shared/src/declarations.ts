// Every declaration of an entity or a page (defineEntity), each from its own file: ENTITIES
// (entities.ts) is read from this file's exports. A new entity is its `*.entity.ts` file and one
// line here. Declarations only: plain data that imports nothing but common/entity.
export * from './beneficiaries/beneficiary.entity';
export * from './bug-reports/bug-report.entity';
export * from './card-templates/card-template.entity';
export * from './companies/company.entity';
export * from './costs/cost.entity';
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
