/** What other modules may use of the sheet templates: the template a sheet is generated from. */
export { templateInUse } from './card-templates.source';
