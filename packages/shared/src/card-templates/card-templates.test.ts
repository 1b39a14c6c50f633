import { describe, expect, it } from 'vitest';
import { CARD_TEMPLATE_MSG, cardTemplateChoiceProblem, SCHEDA_PLACEHOLDERS } from './card-templates';
import { SCHEDA_TEMPLATES } from '../files/scheda';

describe('the placeholders of Scheda A and D', () => {
  it('name each thing once per sheet, as docxtemplater tags (letters, digits, underscores), each with its meaning', () => {
    for (const template of SCHEDA_TEMPLATES) {
      const { fields, lists, conditions } = SCHEDA_PLACEHOLDERS[template];
      const names = [...Object.keys(fields), ...Object.keys(lists), ...Object.keys(conditions)];
      expect(new Set(names).size).toBe(names.length);
      const all = [
        ...Object.entries(fields),
        ...Object.entries(conditions),
        ...Object.values(lists).flatMap((l) => Object.entries(l.fields)),
      ];
      for (const [name, meaning] of all) {
        expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
        expect(meaning.length).toBeGreaterThan(2);
      }
    }
  });
});

describe('the file chosen as a new template', () => {
  it('is a .docx of 5 MB at most', () => {
    expect(cardTemplateChoiceProblem(null)).toBe(CARD_TEMPLATE_MSG.fileRequired);
    expect(cardTemplateChoiceProblem({ name: 'scheda.pdf', size: 10 })).toBe(CARD_TEMPLATE_MSG.notDocx);
    expect(cardTemplateChoiceProblem({ name: 'Scheda.DOCX', size: 5 * 1024 * 1024 + 1 })).toBe(CARD_TEMPLATE_MSG.tooBig);
    expect(cardTemplateChoiceProblem({ name: 'Scheda.DOCX', size: 5 * 1024 * 1024 })).toBeUndefined();
  });
});
