import { CARD_TEMPLATE_MSG, SCHEDA_PLACEHOLDERS } from '@empowerment/shared/card-templates';
import { DOCUMENT_TYPES, type SchedaTemplate } from '@empowerment/shared/files';
import type PizZip from 'pizzip';
import { docxtemplater, fillDocx, pizZip, type DocxData } from '../../lib/docx';

/** A tag of a template as docxtemplater parses it: a placeholder, a loop or section, a raw XML tag. */
type Part = { type: string; value?: string; module?: string; inverted?: boolean; subparsed?: Part[] };

/** A refused template: the Italian text that says why. */
export class TemplateRefusal extends Error {}

/** One of docxtemplater's syntax errors in the words of an office worker. */
function syntaxDetail(error: { properties?: Record<string, unknown> }): string {
  const p = error.properties ?? {};
  const tag = String(p.xtag ?? '').replace(/^\{+|\}+$/g, '');
  switch (p.id) {
    case 'unopened_tag':
      return CARD_TEMPLATE_MSG.unopenedTag(tag);
    case 'unclosed_tag':
      return CARD_TEMPLATE_MSG.unclosedTag(tag);
    case 'unclosed_loop':
      return CARD_TEMPLATE_MSG.unclosedLoop(tag);
    case 'unopened_loop':
      return CARD_TEMPLATE_MSG.unopenedLoop(tag);
    case 'closing_tag_does_not_match_opening_tag':
      return CARD_TEMPLATE_MSG.loopMismatch(String(p.openingtag ?? ''), String(p.closingtag ?? ''));
    case 'duplicate_open_tag':
      return CARD_TEMPLATE_MSG.duplicateOpen(tag);
    case 'duplicate_close_tag':
      return CARD_TEMPLATE_MSG.duplicateClose(tag);
    case 'raw_xml_tag_should_be_only_text_in_paragraph':
      return CARD_TEMPLATE_MSG.rawXml(tag);
    default:
      return CARD_TEMPLATE_MSG.otherSyntax(tag);
  }
}

/** Every templated part of the document (body, headers, footers) as docxtemplater parsed it. */
function parseTemplate(content: Buffer): Part[][] {
  let zip: PizZip;
  try {
    zip = new (pizZip())(content);
  } catch {
    throw new TemplateRefusal(CARD_TEMPLATE_MSG.unreadable);
  }
  const trees: Part[][] = [];
  const collector = {
    name: 'TemplateTags',
    set(options: { inspect?: { postparsed?: Part[] } }) {
      if (options.inspect?.postparsed) trees.push(options.inspect.postparsed);
    },
  };
  try {
    new (docxtemplater())(zip, { paragraphLoop: true, linebreaks: true, errorLogging: false, modules: [collector] });
  } catch (err) {
    const errors = (err as { properties?: { errors?: { properties?: Record<string, unknown> }[] } }).properties?.errors;
    if (!errors?.length) throw new TemplateRefusal(CARD_TEMPLATE_MSG.unreadable);
    // the first three problems, each said once
    const details = [...new Set(errors.map(syntaxDetail))].slice(0, 3);
    throw new TemplateRefusal(CARD_TEMPLATE_MSG.syntax(details.join('; ')));
  }
  return trees;
}

/**
 * The tags no data of the sheet fills: at the top, the sheet's placeholders, lists and conditions;
 * inside a list's loop, also the fields of its rows (docxtemplater looks a name up in the row, then
 * outwards). Raw XML tags ({@name}) are never taken: they would write her data as XML.
 */
function unknownTags(parts: Part[], template: SchedaTemplate, rowFields: Set<string>[], found: { unknown: Set<string>; raw?: string }) {
  const { fields, lists, conditions } = SCHEDA_PLACEHOLDERS[template];
  for (const part of parts) {
    if (part.type !== 'placeholder') continue;
    const name = part.value ?? '';
    if (part.module === 'rawxml') {
      found.raw ??= name;
      continue;
    }
    const known =
      Object.hasOwn(fields, name) || Object.hasOwn(lists, name) || Object.hasOwn(conditions, name) || rowFields.some((s) => s.has(name));
    if (!known) found.unknown.add(name);
    if (part.subparsed) {
      const list = part.module === 'loop' && !part.inverted && Object.hasOwn(lists, name) ? lists[name] : undefined;
      unknownTags(part.subparsed, template, list ? [...rowFields, new Set(Object.keys(list.fields))] : rowFields, found);
    }
  }
}

/** Data with every placeholder of the sheet and one row in each list: a trial fill of a template. */
function sampleData(template: SchedaTemplate): DocxData {
  const { fields, lists, conditions } = SCHEDA_PLACEHOLDERS[template];
  const texts = (docs: Readonly<Record<string, string>>) => Object.fromEntries(Object.keys(docs).map((k) => [k, k]));
  return {
    ...texts(fields),
    ...Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, [texts(list.fields)]])),
    ...Object.fromEntries(Object.keys(conditions).map((name) => [name, true])),
  };
}

/**
 * Whether `content` can be the template of the sheet: a .docx by its bytes (not by its name),
 * parsed by docxtemplater without errors, naming only placeholders the generator fills, and filled
 * once with sample data. Throws a TemplateRefusal with the Italian text otherwise.
 */
export async function checkTemplate(content: Buffer, template: SchedaTemplate): Promise<void> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(content);
  if (type?.mime !== DOCUMENT_TYPES.docx) throw new TemplateRefusal(CARD_TEMPLATE_MSG.notDocx);
  const found: { unknown: Set<string>; raw?: string } = { unknown: new Set() };
  for (const tree of parseTemplate(content)) unknownTags(tree, template, [], found);
  if (found.raw !== undefined) throw new TemplateRefusal(CARD_TEMPLATE_MSG.rawXml(found.raw));
  if (found.unknown.has('')) throw new TemplateRefusal(CARD_TEMPLATE_MSG.syntax(CARD_TEMPLATE_MSG.emptyTag));
  if (found.unknown.size > 0) throw new TemplateRefusal(CARD_TEMPLATE_MSG.unknownPlaceholder([...found.unknown], template));
  try {
    fillDocx(content, sampleData(template));
  } catch {
    throw new TemplateRefusal(CARD_TEMPLATE_MSG.unreadable);
  }
}
