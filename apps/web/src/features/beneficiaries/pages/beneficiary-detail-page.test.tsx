import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@empowerment/shared';
import type { Beneficiary } from '@empowerment/shared/beneficiaries';
import type { LogEntry } from '@empowerment/shared/logs';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeOperator, makeToken, sessionRoutes, storeSession } from '../../../test/session';

const admin = makeOperator({ ID: 1, super_operator: true });
const operator = makeOperator({ ID: 2 });

const maria: Beneficiary = {
  ID: 42,
  id_public: '01_007',
  name: 'Maria',
  surname: 'Esposito',
  fiscal_code: 'SPSMRA85T50H501T',
  email: 'maria@example.org',
  phone_prefix: '+39',
  phone: '3331234567',
  birth_date: '1985-12-10',
  sex: 'F',
  native_language: 'Italiano',
  country_birth: 9,
  citizenship: 'Italiana',
  education: '',
  civil_status: '',
  municipio_id: 1,
  notes: '',
  liberty_restrictions: '',
  has_license_a: false,
  has_license_b: true,
  has_motorcycle: false,
  has_car: false,
  has_bank_account: true,
  active: false,
  operator: null,
  data_project: { ID: 5, active: false },
  CreatedAt: '2026-01-12T09:30:00.000Z',
  UpdatedAt: '2026-02-01T15:45:00.000Z',
};

const entry = (i: number): LogEntry => ({
  ID: 100 - i,
  action: i === 0 ? 'patch' : 'get',
  entita: 'beneficiary',
  CreatedAt: '2026-02-01T15:45:00.000Z',
  notes: i === 0 ? 'Dati personali modificati: Maria Esposito (01_007); campi modificati: Cellulare' : null,
  changes: i === 0 ? [{ field: 'phone', before: '3470000001', after: '3409990001' }] : null,
  status_code: i === 1 ? 409 : 200,
  beneficiary_id: 42,
  operator: i === 0 ? { email: 'anna@example.org' } : null,
});

function start(who = admin, url = '/beneficiari/42', extra: Record<string, unknown> = {}) {
  storeSession(who);
  const api = fakeApi({
    ...sessionRoutes(who),
    'GET /api/auth/beneficiaries/42': { status: 200, body: maria },
    'GET /api/auth/logs/': ({ query }: FakeRequest) => {
      const offset = Number(query.get('offset'));
      return { status: 200, body: Array.from({ length: offset < 20 ? 10 : 3 }, (_, i) => entry(offset + i)) };
    },
    ...(extra as object),
  });
  return { api, ...renderApp(url) };
}

describe('the beneficiary record', () => {
  it('shows the header: name, badge from the project, public id, birth with age, operator or Non specificato, dates', async () => {
    start();
    expect(await screen.findByRole('heading', { name: 'Maria Esposito' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Non Attivo')).toBeInTheDocument();
    expect(screen.getAllByText('01_007').length).toBeGreaterThan(0);
    expect(screen.getByText(/^10\/12\/1985 \(\d+ anni\)$/)).toBeInTheDocument();
    expect(screen.getByText('Non specificato', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('12/01/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elimina beneficiario' })).toBeInTheDocument();
  });

  it("shows her operator's email whole, free to wrap after its '@' rather than run into the next column", async () => {
    start(admin, '/beneficiari/42', {
      'GET /api/auth/beneficiaries/42': { status: 200, body: { ...maria, operator: { email: 'francesca.marchetti@example.org' } } },
    });
    const email = await screen.findByText('francesca.marchetti@example.org', { selector: 'p' }, { timeout: 8000 });
    expect(email.innerHTML).toBe('francesca.marchetti@<wbr>example.org');
  });

  it("says 'Progetto da compilare' instead of Attivo while her project data is missing", async () => {
    start(admin, '/beneficiari/42', {
      'GET /api/auth/beneficiaries/42': { status: 200, body: { ...maria, active: true, data_project: null } },
    });
    expect(await screen.findByRole('heading', { name: 'Maria Esposito' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Progetto da compilare')).toBeInTheDocument();
    expect(screen.queryByText('Attivo', { exact: true })).not.toBeInTheDocument();
  });

  it('names her in the browser tab while her record is open, and only then', async () => {
    const { user } = start();
    await waitFor(() => expect(document.title).toBe('Maria Esposito · Scheda beneficiario · Empowerment'), { timeout: 8000 });
    const menu = await screen.findByRole('navigation', { name: 'Menu principale' });
    await user.click(within(menu).getByRole('link', { name: 'Beneficiari' }));
    await waitFor(() => expect(document.title).toBe('Beneficiari · Empowerment'));
  });

  it('gives an operator nineteen tabs: ?tab=19 is refused and opens the personal data', async () => {
    start(operator, '/beneficiari/42?tab=19');
    expect(await screen.findByRole('tab', { name: 'Dati Personali', selected: true }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(19);
    expect(screen.queryByRole('tab', { name: 'Registro Attività' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina beneficiario' })).toBeNull();
  });

  it('opens a tab by its index: 11 her internships, 14 the self-entrepreneurship placeholder', async () => {
    const { user } = start(operator, '/beneficiari/42?tab=11');
    expect(await screen.findByRole('button', { name: 'Aggiungi tirocinio' }, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'AutoImprenditorialità' }));
    expect(await screen.findByText('Questa sezione è attualmente in fase di sviluppo.')).toBeInTheDocument();
  });

  it('sends an unknown beneficiary to the not-found page', async () => {
    const { router } = start(admin, '/beneficiari/77');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'), { timeout: 8000 });
  });

  it("lists her Registro Attività for an administrator, ten at a time, with 'Carica altri'", async () => {
    const { api, user } = start(admin, '/beneficiari/42?tab=19');
    expect(await screen.findByText('Modifica Dati Beneficiario', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(/anna@example\.org/)).toBeInTheDocument();
    expect(screen.getByText('Dati personali modificati: Maria Esposito (01_007); campi modificati: Cellulare')).toBeInTheDocument();
    // what changed, by the field's label, before and after
    expect(screen.getByText('Cellulare: 3470000001 → 3409990001')).toBeInTheDocument();
    expect(screen.getAllByText('Nessun dettaglio disponibile')).toHaveLength(9);
    expect(screen.getAllByText(/· Sistema/)).toHaveLength(9);
    // the outcome in one Italian word beside its code, never the spec's English class as well
    expect(screen.getAllByText('Riuscita')).toHaveLength(9);
    expect(screen.getByText('Rifiutata')).toBeInTheDocument();
    expect(screen.getByText('409')).toBeInTheDocument();
    expect(screen.queryByText(/Success|Client Error|Server Error|N\/A/)).toBeNull();
    expect(screen.getAllByText('Visualizzazione Beneficiario')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Carica altri' }));
    await waitFor(() => expect(screen.getAllByText('Visualizzazione Beneficiario')).toHaveLength(19));
    // scrolling within 200 px of the bottom loads the next page too (jsdom's page has no height: always near it)
    fireEvent.scroll(window);
    await waitFor(() => expect(screen.getAllByText('Visualizzazione Beneficiario')).toHaveLength(22));
    expect(screen.queryByRole('button', { name: 'Carica altri' })).toBeNull();
    const calls = api.of('GET', '/api/auth/logs/');
    expect(calls.map((c) => [c.query.get('beneficiary_id'), c.query.get('limit'), c.query.get('offset')])).toEqual([
      ['42', '10', '0'],
      ['42', '10', '10'],
      ['42', '10', '20'],
    ]);
  });

  it('says when her Registro Attività is empty', async () => {
    start(admin, '/beneficiari/42?tab=19', { 'GET /api/auth/logs/': { status: 200, body: [] } });
    expect(await screen.findByText('Nessuna attività registrata per questo beneficiario', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('edits the personal data with a PATCH of the changed fields and the ID, over the version it opened', { timeout: 30_000 }, async () => {
    const { api, user } = start(operator, '/beneficiari/42', {
      'PATCH /api/auth/beneficiaries/42': ({ body }: FakeRequest) => ({ status: 200, body: { ...maria, ...(body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Modifica' }, { timeout: 8000 }));
    const form = screen.getByRole('form', { name: 'Modifica dei dati personali' });
    const phone = within(form).getByRole('textbox', { name: 'Cellulare' });
    await user.clear(phone);
    await user.type(phone, '347 000 1111');
    await user.click(within(form).getByRole('checkbox', { name: "Possiede un'auto" }));
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati personali aggiornati con successo.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(api.of('PATCH', '/api/auth/beneficiaries/42').map((r) => r.body)).toEqual([{ phone: '3470001111', has_car: true, ID: 42 }]);
    expect(api.of('PATCH', '/api/auth/beneficiaries/42')[0].headers.get('If-Match')).toBe('"2026-02-01T15:45:00.000Z"');
  });

  it(
    'asks before leaving a form with unsaved changes for another tab or the menu, and keeps her text when she stays',
    { timeout: 30_000 },
    async () => {
      const { user, router } = start(operator);
      await user.click(await screen.findByRole('button', { name: 'Modifica' }, { timeout: 8000 }));
      const form = screen.getByRole('form', { name: 'Modifica dei dati personali' });
      await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Colloquio fissato per martedì');

      await user.click(screen.getByRole('tab', { name: 'Corsi' }));
      const ask = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
      await user.click(within(ask).getByRole('button', { name: 'Resta' }));
      expect(router.state.location.search).toBe('');
      expect(within(form).getByRole('textbox', { name: 'Note' })).toHaveValue('Colloquio fissato per martedì');

      const menu = screen.getByRole('navigation', { name: 'Menu principale' });
      await user.click(within(menu).getByRole('link', { name: 'Aziende' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Modifiche non salvate' })).getByRole('button', { name: 'Esci senza salvare' }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/aziende'));
    },
  );

  it('leaves without asking once the changes are saved or there are none', { timeout: 30_000 }, async () => {
    const { user, router } = start(operator, '/beneficiari/42', {
      'PATCH /api/auth/beneficiaries/42': ({ body }: FakeRequest) => ({ status: 200, body: { ...maria, ...(body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Modifica' }, { timeout: 8000 }));
    const form = screen.getByRole('form', { name: 'Modifica dei dati personali' });
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Nota');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati personali aggiornati con successo.', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Corsi' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=10'));
    expect(screen.queryByRole('dialog', { name: 'Modifiche non salvate' })).not.toBeInTheDocument();
  });

  it('keeps what she typed when her session ends: after signing in again the form is open with her text', { timeout: 60_000 }, async () => {
    let refreshes = 0;
    const { user, router } = start(operator, '/beneficiari/42', {
      // the start-up refresh works; the one after the refused save does not: the session has ended
      'POST /api/refresh': () =>
        ++refreshes === 1 ? { status: 200, body: { access_token: 'access-1' } } : { status: 401, body: { error: 'Token scaduto' } },
      'PATCH /api/auth/beneficiaries/42': { status: 401, body: { error: 'Token scaduto' } },
      'POST /api/login': {
        status: 201,
        body: { access_token: 'access-2', refresh_token: makeToken({ op_id: operator.ID, super_operator: false }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Modifica' }, { timeout: 8000 }));
    const notes = () => within(screen.getByRole('form', { name: 'Modifica dei dati personali' })).getByRole('textbox', { name: 'Note' });
    await user.type(notes(), 'Colloquio fissato per martedì');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText(MSG.sessionExpired, {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await user.type(await screen.findByLabelText(/^Email/), operator.email);
    await user.type(screen.getByLabelText(/^Password/), 'Segreta1!');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiari/42'), { timeout: 8000 });
    expect(await screen.findByText(MSG.draftRestored, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(notes()).toHaveValue('Colloquio fissato per martedì');
  });

  it('puts a 409 on the field it names', { timeout: 30_000 }, async () => {
    const taken = 'Il cellulare è già presente nel sistema';
    const { user } = start(operator, '/beneficiari/42', {
      'PATCH /api/auth/beneficiaries/42': { status: 409, body: { error: taken, fields: { phone: taken } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Modifica' }, { timeout: 8000 }));
    const phone = screen.getByRole('textbox', { name: 'Cellulare' });
    await user.clear(phone);
    await user.type(phone, '3470001111');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(taken, {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
