import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { documentTitle, withScreenTitles } from '../screen-titles';
import { ADMIN_NAV_ITEMS, FOOTER_NAV_ITEM, NAV_ITEMS } from './nav-items';

describe('the menu, read from the declarations', () => {
  it("lists spec 01 §2's entries in its order, the administrators' apart, and the reports at the foot", () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.href])).toEqual([
      ['Oggi', '/oggi'],
      ['Beneficiari', '/beneficiari'],
      ['Aziende', '/aziende'],
      ['Corsi', '/corsi'],
      ['Costi', '/costi'],
      ['Tirocini', '/tirocini'],
      ['Colloqui', '/colloqui'],
      ['Group Activity', '/group-activity'],
      ['Careers Days', '/carrers-day'],
      ['Autoimprenditorialità', '/autoimprenditorialita'],
      ['Informazioni utili', '/info'],
      ['Modelli Schede', '/modelli'],
    ]);
    expect(ADMIN_NAV_ITEMS.map((i) => [i.label, i.href])).toEqual([
      ['Dropdown Edit', '/dropdown-settings'],
      ['Report', '/report'],
      ['Operatori', '/operatori'],
      ['Logs', '/logs'],
      ['Protezione dati', '/protezione-dati'],
    ]);
    expect([FOOTER_NAV_ITEM.label, FOOTER_NAV_ITEM.href]).toEqual(['Segnalazioni', '/send-bug']);
    for (const item of [...NAV_ITEMS, ...ADMIN_NAV_ITEMS, FOOTER_NAV_ITEM]) expect(item.icon).toBeTruthy();
  });

  it('gives each declared screen its link builder and its title', () => {
    expect(paths.companies.getHref()).toBe('/aziende');
    expect(paths.careerDays.path).toBe('/carrers-day');
    const [logs, privacy] = withScreenTitles([{ path: paths.activityLogs.path }, { path: paths.privacyPolicy.path }]);
    expect(documentTitle((logs.handle as { title: string }).title)).toBe('Registro Attività · Empowerment');
    expect((privacy.handle as { title: string }).title).toBe('Privacy Policy');
  });
});
