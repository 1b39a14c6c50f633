import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Position } from '@empowerment/shared/companies';
import type { Internship } from '@empowerment/shared/internships';
import { INIT_LISTS } from '@empowerment/shared/reference';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { renderWithRouter } from '../../test/render-with-router';
import { makeOperator, sessionRoutes, storeSession, TABLE_LISTS } from '../../test/session';
import { BeneficiaryInternshipsTab } from './index';

const LISTS = { ...TABLE_LISTS, sectors: [{ ID: 7, type: 'Ristorazione' }] };
const INITS = { statusInternships: INIT_LISTS.statusInternships, payingCompany: INIT_LISTS.payingCompany };

const internship = (ID: number, over: Partial<Internship> = {}): Internship => ({
  ID,
  beneficiary_id: 41,
  hosting_company_id: 5,
  internship_company_id: null,
  status_internships: 'Attivo',
  sector_id: 7,
  paying_company: 'Progetto Empowerment',
  duration_month: 6,
  scheduled_hours: 100,
  week_sceduled_hours: 20,
  completed_hours: 40,
  monthly_allowance: '400 €',
  valutation: '',
  notes: '',
  hosting_company_name: `Forno ${ID}`,
  hosting_company_refer: { ID: 5, company_name: `Forno ${ID}` },
  sector: 'Ristorazione',
  internship_company: null,
  beneficiary: { ID: 41, name: 'Lucia', surname: 'Neri', fiscal_code: 'NRELCU80A41H501X' },
  CreatedAt: '2026-03-01T10:00:00.000Z',
  UpdatedAt: '2026-03-02T11:30:00.000Z',
  ...over,
});

const position = (ID: number, job: string): Position => ({
  ID,
  company_id: 5,
  job_positions: job,
  requisiti: '',
  orari_turni: '',
  start_date: null,
  municipio_id: null,
  place: '',
  busy: false,
  id_beneficiary: null,
  municipio: null,
  beneficiary: null,
  CreatedAt: '2026-03-01T10:00:00.000Z',
  UpdatedAt: '2026-03-01T10:00:00.000Z',
});

/** Her internships as the server keeps them, newest first, with its hours rule. */
function server(initial: Internship[]) {
  let rows = [...initial];
  return fakeApi({
    'GET /api/list-settings': { status: 200, body: LISTS },
    'GET /api/inits-json': { status: 200, body: INITS },
    'GET /api/auth/internships/': (request) => {
      const offset = Number(request.query.get('offset'));
      return { status: 200, body: rows.slice(offset, offset + Number(request.query.get('limit'))) };
    },
    'GET /api/auth/companies/': { status: 200, body: [{ ID: 5, company_name: 'Forno Sociale' }] },
    'GET /api/auth/companies/:id/internship': { status: 200, body: [position(12, 'Aiuto fornaia')] },
    'POST /api/auth/internships/beneficiaries/:id': (request) => {
      const created = internship(90, { ...(request.body as Partial<Internship>), hosting_company_name: 'Forno Sociale' });
      rows = [created, ...rows];
      return { status: 201, body: created };
    },
    'PUT /api/auth/internships/:id/add-remove-hours': (request, params) => {
      const row = rows.find((r) => r.ID === Number(params.id))!;
      const next = row.completed_hours + (request.body as { completed_hours: number }).completed_hours;
      if (next > row.scheduled_hours)
        return { status: 422, body: { error: "Non puoi aggiungere altre ore completate! Modifica le ore completate nell'apposito form" } };
      if (next < 0) return { status: 422, body: { error: 'Non puoi rimuovere altre ore completate!' } };
      rows = rows.map((r) => (r === row ? { ...r, completed_hours: next } : r));
      return { status: 200, body: { completed_hours: next } };
    },
  });
}

const card = (company: string) => screen.findByRole('article', { name: `Tirocinio presso ${company}` }, { timeout: 5000 });

describe('BeneficiaryInternshipsTab (beneficiary tab 11)', () => {
  it("lists 5 at a time and loads more with 'Carica Altro'", async () => {
    const api = server(Array.from({ length: 6 }, (_, i) => internship(i + 1)));
    const { user } = renderWithRouter(<BeneficiaryInternshipsTab beneficiaryId={41} />);
    await card('Forno 1');
    expect(screen.getAllByRole('article', { name: /^Tirocinio presso/ })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Carica Altro' }));
    await card('Forno 6');
    expect(screen.queryByRole('button', { name: 'Carica Altro' })).not.toBeInTheDocument();
    expect(api.of('GET', '/api/auth/internships/').map((r) => r.query.toString())).toEqual([
      'beneficiary_id=41&limit=5&offset=0',
      'beneficiary_id=41&limit=5&offset=5',
    ]);
  }, 30_000);

  it('shows each status in its colour', async () => {
    server(['Attivo', 'Completato', 'Interrotto', 'Pianificato', 'Sospeso'].map((s, i) => internship(i + 1, { status_internships: s })));
    renderWithRouter(<BeneficiaryInternshipsTab beneficiaryId={41} />);
    await card('Forno 1');
    const colourOf = (status: string) => screen.getByText(status).closest('.mantine-Badge-root')!.getAttribute('style');
    expect(colourOf('Attivo')).toContain('green');
    expect(colourOf('Completato')).toContain('blue');
    expect(colourOf('Interrotto')).toContain('red');
    expect(colourOf('Pianificato')).toContain('yellow');
    expect(colourOf('Sospeso')).toContain('gray');
  }, 30_000);

  it('moves the completed hours by the weekly hours, 1 when those are 0, within 0 and the scheduled hours', async () => {
    const api = server([
      internship(1, { completed_hours: 0, week_sceduled_hours: 20 }),
      internship(2, { completed_hours: 99, week_sceduled_hours: 0 }),
      internship(3, { completed_hours: 90, week_sceduled_hours: 20 }),
    ]);
    const { user } = renderWithRouter(<BeneficiaryInternshipsTab beneficiaryId={41} />);
    const first = await card('Forno 1');
    expect(within(first).getByRole('button', { name: 'Togli 20 ore completate' })).toBeDisabled();
    await user.click(within(first).getByRole('button', { name: 'Aggiungi 20 ore completate' }));
    expect(await screen.findByText('Ore aggiunte con successo!')).toBeInTheDocument();
    expect(await within(first).findByText('20 / 100 ore')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Togli 20 ore completate' }));
    expect(await screen.findByText('Ore rimosse con successo!')).toBeInTheDocument();

    const second = await card('Forno 2');
    await user.click(within(second).getByRole('button', { name: 'Aggiungi 1 ora completate' }));
    expect(await within(second).findByText('100 / 100 ore')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Aggiungi 1 ora completate' })).toBeDisabled();

    // 90 + 20 is beyond the scheduled hours: the server's text
    const third = await card('Forno 3');
    await user.click(within(third).getByRole('button', { name: 'Aggiungi 20 ore completate' }));
    expect(
      await screen.findByText("Non puoi aggiungere altre ore completate! Modifica le ore completate nell'apposito form"),
    ).toBeInTheDocument();
    expect(api.of('PUT', '/api/auth/internships/:id/add-remove-hours').map((r) => [r.path, r.body, r.headers.get('If-Match')])).toEqual([
      ['/api/auth/internships/1/add-remove-hours', { completed_hours: 20 }, null],
      ['/api/auth/internships/1/add-remove-hours', { completed_hours: -20 }, null],
      ['/api/auth/internships/2/add-remove-hours', { completed_hours: 1 }, null],
      ['/api/auth/internships/3/add-remove-hours', { completed_hours: 20 }, null],
    ]);
  }, 30_000);

  it("adds an internship at a signed host's free position, with the form's rules", async () => {
    const api = server([]);
    const { user } = renderWithRouter(<BeneficiaryInternshipsTab beneficiaryId={41} />);
    expect(await screen.findByText(/Nessun tirocinio registrato/, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi tirocinio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi tirocinio' });
    expect(within(dialog).getByRole('combobox', { name: 'Posizione' })).toBeDisabled();
    const duration = within(dialog).getByRole('textbox', { name: /^Durata \(mesi\)/ });
    await user.type(duration, '31');
    await user.tab();
    expect(await within(dialog).findByText('La durata massima è 30 mesi')).toBeInTheDocument();
    await user.clear(duration);
    await user.type(duration, '6');

    await user.click(within(dialog).getByRole('combobox', { name: /^Azienda ospitante/ }));
    await user.click(await screen.findByRole('option', { name: 'Forno Sociale' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Posizione' }));
    await user.click(await screen.findByRole('option', { name: 'Aiuto fornaia' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Stato/ }));
    await user.click(await screen.findByRole('option', { name: 'Attivo' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Settore/ }));
    await user.click(await screen.findByRole('option', { name: 'Ristorazione' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Organizzazione pagante/ }));
    await user.click(await screen.findByRole('option', { name: 'Progetto Empowerment' }));
    const scheduled = within(dialog).getByRole('textbox', { name: /^Ore previste/ });
    await user.type(scheduled, '10');
    const weekly = within(dialog).getByRole('textbox', { name: /^Ore settimanali/ });
    await user.clear(weekly);
    await user.type(weekly, '12');
    await user.tab();
    expect(await within(dialog).findByText('Le ore settimanali non possono superare le ore previste')).toBeInTheDocument();
    await user.type(scheduled, '0');
    await waitFor(() =>
      expect(within(dialog).queryByText('Le ore settimanali non possono superare le ore previste')).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Tirocinio aggiunto con successo')).toBeInTheDocument();

    const hosts = api.of('GET', '/api/auth/companies/')[0].query;
    expect([hosts.get('minInfo'), hosts.get('company_type'), hosts.get('state_contact')]).toEqual([
      'true',
      'Azienda per tirocinio',
      'Manifestazione firmata',
    ]);
    // only the chosen host's free positions are offered
    expect(
      new Set(api.of('GET', '/api/auth/companies/:id/internship').map((r) => `${r.path}?assigned=${r.query.get('assigned')}`)),
    ).toEqual(new Set(['/api/auth/companies/5/internship/?assigned=false']));
    expect(api.of('POST', '/api/auth/internships/beneficiaries/:id').map((r) => [r.path, r.body])).toEqual([
      [
        '/api/auth/internships/beneficiaries/41',
        {
          hosting_company_id: 5,
          internship_company_id: 12,
          status_internships: 'Attivo',
          sector_id: 7,
          paying_company: 'Progetto Empowerment',
          duration_month: 6,
          scheduled_hours: 100,
          week_sceduled_hours: 12,
          completed_hours: 0,
          monthly_allowance: '',
          valutation: '',
          notes: '',
          beneficiary_id: 41,
        },
      ],
    ]);
  }, 60_000);
});

describe('/tirocini', { timeout: 60_000 }, () => {
  it('lists every internship with the daily filters, opens her record at tab 11, and offers the export to administrators', async () => {
    const admin = makeOperator({ ID: 1, super_operator: true });
    storeSession(admin);
    const api = fakeApi({
      ...sessionRoutes(admin),
      'GET /api/list-settings': { status: 200, body: LISTS },
      'GET /api/inits-json': { status: 200, body: INITS },
      'GET /api/auth/companies/': { status: 200, body: [{ ID: 5, company_name: 'Forno Sociale' }] },
      'GET /api/auth/internships/': { status: 200, body: { total: 1, data: [internship(5, { status_internships: 'Completato' })] } },
    });
    const { user, router } = renderApp('/tirocini?status_internships=Completato&hosting_company_id=5');
    const grid = await screen.findByRole('table', { name: 'Elenco dei tirocini' }, { timeout: 10_000 });
    expect(await within(grid).findByText('Lucia Neri')).toBeInTheDocument();
    expect(within(grid).getByText('40 / 100')).toBeInTheDocument();
    for (const daily of ['Beneficiario', 'Azienda ospitante', 'Stato'])
      expect(screen.getByLabelText(daily, { selector: 'input' })).toBeVisible();
    const query = api.of('GET', '/api/auth/internships/').at(-1)!.query;
    expect([query.get('status_internships'), query.get('hosting_company_id'), query.get('get-tot')]).toEqual(['Completato', '5', 'true']);
    expect(screen.getByRole('button', { name: /Esporta/ })).toBeInTheDocument();
    await user.click(within(grid).getByText('Lucia Neri'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/beneficiari/41?tab=11'));
  });
});
