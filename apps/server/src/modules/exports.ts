import type { ExportType } from '@empowerment/shared/export';
import { beneficiaryExport } from './beneficiaries/beneficiaries.export';
import { companyExport } from './companies/companies.export';
import { costExport } from './costs/costs.export';
import { courseExport } from './courses/courses.export';
import { exportRegistry } from './export/export.definition';
import { internshipExport } from './internships/internships.export';
import { interviewExport } from './interviews/interviews.export';
import { logExport } from './logs/logs.export';

/**
 * Every xlsx export of the API, one line each: a module's `<module>.export.ts` is listed here and
 * nowhere else. The export routes serve them (modules/index.ts), and the writer's thread reads their
 * rows itself (export/export.xlsx-writer.ts), which is why they are a list of their own and not part
 * of the routes files: the thread loads these files, not the whole API.
 */
const DEFINITIONS = [beneficiaryExport, companyExport, costExport, courseExport, internshipExport, interviewExport, logExport];

// Every export type an entity declares (packages/shared) is provided above: a type declared and not
// provided stops the compiler here, naming the type.
type Provided = (typeof DEFINITIONS)[number]['type'];
const everyExportProvided: [Exclude<ExportType, Provided>] extends [never] ? true : Exclude<ExportType, Provided> = true;
void everyExportProvided;

export const EXPORTS = exportRegistry(DEFINITIONS);
