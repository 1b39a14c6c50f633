/** Names of the reference lists (spec 01 §3). */
export const INIT_LIST_KEYS = [
  'citizenship',
  'civilStatus',
  'educationalList',
  'occupationalCondition',
  'prefix',
  'sex',
  'statusEntrepreneurs',
  'statusInternships',
  'languages',
  'individualPlan',
  'tablesName',
  'conditionAddress',
  'indigenceStatus',
  'typePermessoSoggiorno',
  'certificationL2',
  'companiesTypes',
  'companiesStateContact',
  'payingCompany',
  'typeQualification',
] as const;
export type InitListKey = (typeof INIT_LIST_KEYS)[number];
/** prefix items are objects with name; the other lists are strings. */
export type InitLists = { prefix: { name: string }[] } & Record<Exclude<InitListKey, 'prefix'>, string[]>;

/** The table lists of GET /api/list-settings, with the label column each item carries. */
export const TABLE_LISTS = {
  countries: 'name',
  municipi: 'municipio',
  sectors: 'type',
  types_costs: 'type',
  types_courses: 'type',
  types_interviews: 'type',
  types_social_situations: 'type',
  types_files: 'type',
  types_col: 'type',
} as const;
export type TableListKey = keyof typeof TABLE_LISTS;
export type TableListItem = { ID: number; notes?: string | null; id_public?: number | null; CreatedAt?: string } & Partial<
  Record<'name' | 'municipio' | 'type', string>
>;
export type TableLists = Record<TableListKey, TableListItem[]>;
