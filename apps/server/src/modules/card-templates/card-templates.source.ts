import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SchedaTemplate } from '@empowerment/shared/files';
import type { Db } from '../../db/client';
import { SERVER_DIR } from '../../paths';
import { replacementOf } from './card-templates.repository';

/** The original templates, shipped in apps/server/templates (SCHEDA_PLACEHOLDERS lists their placeholders). */
export const SCHEDA_TEMPLATE_DIR = path.join(SERVER_DIR, 'templates');
const TEMPLATE_FILES: Record<SchedaTemplate, string> = { A: 'scheda-a.docx', D: 'scheda-d.docx' };

/** The original template of the sheet. */
export const originalTemplate = (template: SchedaTemplate) => readFile(path.join(SCHEDA_TEMPLATE_DIR, TEMPLATE_FILES[template]));

/** The template the sheet is generated from: an administrator's replacement (/modelli) when there is one, else the original. */
export const templateInUse = async (db: Db, template: SchedaTemplate) =>
  (await replacementOf(db, template)) ?? (await originalTemplate(template));
