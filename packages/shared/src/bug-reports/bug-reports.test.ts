import { describe, expect, it } from 'vitest';
import { BUG_REPORT_MSG, BugReportInputSchema, reportedPagePath, screenshotProblem, SCREENSHOT_MAX_BYTES } from './bug-reports';

const errors = (input: unknown) => {
  const parsed = BugReportInputSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('bug report form', () => {
  it('asks for a subject of 3 to 150 characters and a description of 10 to 4000', () => {
    expect(errors({ subject: '', description: '' })).toEqual({
      subject: BUG_REPORT_MSG.subjectRequired,
      description: BUG_REPORT_MSG.descriptionRequired,
    });
    expect(errors({ subject: 'ab', description: 'troppo' })).toEqual({
      subject: "L'oggetto deve contenere almeno 3 caratteri",
      description: 'La descrizione deve contenere almeno 10 caratteri',
    });
    expect(errors({ subject: 'x'.repeat(151), description: 'y'.repeat(4001) })).toEqual({
      subject: "L'oggetto non può superare i 150 caratteri",
      description: 'La descrizione non può superare i 4000 caratteri',
    });
    expect(errors({ subject: 'Errore', description: 'Il salvataggio non riesce' })).toEqual({});
  });

  it('keeps only the path of the page it came from', () => {
    expect(reportedPagePath('/beneficiari/12?tab=3')).toBe('/beneficiari/12');
    expect(reportedPagePath('/reset-password?token=segreto')).toBe('/reset-password');
    expect(reportedPagePath('/beneficiari#nome=Maria')).toBe('/beneficiari');
    expect(reportedPagePath('https://esempio.it/x')).toBe('');
    expect(reportedPagePath('//esempio.it/x')).toBe('');
    expect(reportedPagePath(undefined)).toBe('');
    expect(reportedPagePath(`/${'a'.repeat(400)}`)).toHaveLength(300);
    expect(BugReportInputSchema.parse({ subject: 'Errore', description: 'Il salvataggio non riesce', page: '/costi?q=Rossi' }).page).toBe(
      '/costi',
    );
  });

  it('takes a PNG or JPEG screenshot of 5 MB at most', () => {
    expect(screenshotProblem({ type: 'image/png', size: SCREENSHOT_MAX_BYTES })).toBeUndefined();
    expect(screenshotProblem({ type: 'image/jpeg', size: 10 })).toBeUndefined();
    expect(screenshotProblem({ type: 'image/gif', size: 10 })).toBe("Lo screenshot deve essere un'immagine PNG o JPEG");
    expect(screenshotProblem({ type: 'image/png', size: SCREENSHOT_MAX_BYTES + 1 })).toBe('Lo screenshot non può superare i 5 MB');
  });
});
