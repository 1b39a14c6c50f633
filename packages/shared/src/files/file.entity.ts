import { defineEntity } from '../common/entity';

/** Documents of a beneficiary, a course or a participation (spec 02 §2 tab 15). */
export const fileEntity = defineEntity({ key: 'files', log: { entity: 'files', label: 'Documenti' } });
