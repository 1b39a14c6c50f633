import { screen, waitFor, within } from '@testing-library/react';
import type { CompanyListRow, Position } from '@empowerment/shared/companies';
import { COMPANY_STATE_CONTACTS, COMPANY_TYPES } from '@empowerment/shared/reference';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../../../test/session';

const admin = makeOperator({ ID: 1, email: 'anna@example.org', super_operator: true });
const operator = makeOperator({ ID: 7 });
const INIT = { companiesTypes: [...COMPANY_TYPES], companiesStateContact: [...COMPANY_STATE_CONTACTS] };

const company = (over: Partial<CompanyListRow> = {}): CompanyListRow => ({
  ID: 11,
  company_name: 'Trattoria da Mario',
  company_type: 'Azienda per tirocinio',
  sector_id: null,
  sector_refer: null,
  fonte: 'Camera di commercio',
  address: 'Via Roma 1',
  municipio_id: 1,
  municipio: { ID: 1, municipio: 'Municipio I' },
  website: 'https://trattoria.it',
  contact_email: '',
  contact_phone: '',
  contact_name: 'Lucia Verdi',
  intern_name: '',
  intern_phone: '',
  intern_mail: '',
  numbers_internships: 3,
  state_contact: 'Manifestazione firmata',
  date_email_manifest: null,
  manifest_internship: true,
  manifest_job_day: false,
  direct_assumption: false,
  mail_sent_at: null,
  mail_sender: '',
  mail_notes: '',
  notes: 'Chiusa il lunedì per turno',
  convention_signed: true,
  assigned_internships: 1,
  open_positions: 0,
  total_positions: 1,
  CreatedAt: '2026-01-01T00:00:00.000Z',
  UpdatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const taken: Position = {
  ID: 5,
  company_id: 11,
  job_positions: 'Aiuto cuoco',
  requisiti: 'HACCP',
  orari_turni: 'Lun-Ven 9-15',
  start_date: '2026-05-04',
  municipio_id: 1,
  municipio: { ID: 1, municipio: 'Municipio I' },
  place: 'Via Roma 1',
  busy: true,
  id_beneficiary: 42,
  beneficiary: { ID: 42, name: 'Amina', surname: 'Diallo' },
  CreatedAt: '2026-01-01T00:00:00.000Z',
  UpdatedAt: '2026-01-01T00:00:00.000Z',
};

function server(who = operator, extra: Parameters<typeof fakeApi>[0] = {}) {
  storeSession(who);
  return fakeApi({
    ...sessionRoutes(who),
    'GET /api/inits-json': { status: 200, body: INIT },
    'GET /api/auth/companies/': { status: 200, body: { total: 1, data: [company()] } },
    'GET /api/auth/companies/:id/internship/': (request) => ({
      status: 200,
      body: request.query.get('assigned') === 'false' ? [] : [taken],
    }),
    ...extra,
  });
}

// the lazy screen and the wide table take a while on a busy machine
const table = () => screen.findByRole('table', { name: 'Elenco delle aziende' }, { timeout: 10_000 });

describe('Aziende', { timeout: 60_000 }, () => {
  it("starts an operator's list with the signed companies, without the administrators' filters and actions", async () => {
    const api = server();
    const { user } = renderApp('/aziende');
    await within(await table()).findByText('Trattoria da Mario');
    await waitFor(() => expect(api.of('GET', '/api/auth/companies/').at(-1)?.query.get('state_contact')).toBe('Manifestazione firmata'));
    expect(api.of('GET', '/api/auth/companies/').every((r) => !r.query.has('fonte'))).toBe(true);
    expect(screen.queryByRole('columnheader', { name: 'Azioni' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Altri filtri' }));
    expect(await screen.findByRole('textbox', { name: 'Referente interno' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Fonte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Elimina Trattoria/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi azienda' })).toBeInTheDocument();
  });

  it('keeps the daily filters in view, counts the others applied, and reloads the list when a chip is removed', async () => {
    const api = server(admin);
    const { user } = renderApp('/aziende?name=Trattoria&fonte=Camera&convention_signed=true');
    await within(await table()).findByText('Trattoria da Mario');
    for (const daily of ['Nome azienda', 'Settore', 'Stato contatto', 'Municipio']) {
      expect(screen.getByLabelText(daily, { selector: 'input' })).toBeVisible();
    }
    expect(screen.queryByRole('textbox', { name: 'Indirizzo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Altri filtri (2)' })).toHaveAttribute('aria-expanded', 'false');
    const chips = within(screen.getByRole('list', { name: 'Filtri attivi' }));
    expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Nome azienda: Trattoria',
      'Convenzione firmata: Sì',
      'Fonte: Camera',
    ]);

    await user.click(screen.getByRole('button', { name: 'Rimuovi filtro Fonte' }));
    await waitFor(() => {
      const last = api.of('GET', '/api/auth/companies/').at(-1)!.query;
      expect([last.get('name'), last.get('convention_signed'), last.has('fonte')]).toEqual(['Trattoria', 'true', false]);
    });
    expect(screen.getByRole('button', { name: 'Altri filtri (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rimuovi filtro Fonte' })).not.toBeInTheDocument();
  });

  it('cuts the notes at 10 characters and shows them whole in a modal', async () => {
    server();
    const { user } = renderApp('/aziende');
    await table();
    const notes = await screen.findByRole('button', { name: /Note: mostra tutto/ });
    expect(notes).toHaveTextContent('Chiusa il …');
    await user.click(notes);
    expect(await screen.findByRole('dialog', { name: 'Note' })).toHaveTextContent('Chiusa il lunedì per turno');
  });

  it('lists the taken positions with a cross and a link to the beneficiary, the free ones empty', async () => {
    server();
    const { user } = renderApp('/aziende');
    await table();
    await user.click(await screen.findByRole('button', { name: '1 Posizioni occupate' }));
    const dialog = await screen.findByRole('dialog', { name: /Posizioni occupate/ });
    const card = await within(dialog).findByRole('article', { name: 'Posizione Aiuto cuoco' });
    expect(within(card).getByRole('img', { name: 'Occupata' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Amina Diallo' })).toHaveAttribute('href', '/beneficiari/42');
    expect(card).toHaveTextContent('04/05/2026');
    expect(card).toHaveTextContent('Lun-Ven 9-15');
    await user.click(within(dialog).getAllByRole('button', { name: 'Chiudi' }).at(-1)!);
    await user.click(screen.getByRole('button', { name: '0 Posizioni libere' }));
    expect(
      await within(await screen.findByRole('dialog', { name: /Posizioni libere/ })).findByText('Nessun elemento disponibile'),
    ).toBeInTheDocument();
  });

  it('gives an administrator the actions, and says why a delete is refused', async () => {
    const text = "Impossibile eliminare l'azienda: ha posizioni di tirocinio, tirocini o corsi collegati";
    server(admin, { 'DELETE /api/auth/companies/:id': { status: 424, body: { error: text } } });
    const { user } = renderApp('/aziende');
    await table();
    expect(await screen.findByRole('columnheader', { name: 'Azioni' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Altri filtri' }));
    expect(await screen.findByRole('textbox', { name: 'Fonte' })).toBeVisible();
    // the table's head is there before its rows: the row's button comes with the list's answer
    await user.click(await screen.findByRole('button', { name: 'Elimina Trattoria da Mario' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Elimina azienda' })).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('adds a company without the empty website and e-mails, and puts a taken name on its field', async () => {
    const api = server(operator, {
      'POST /api/auth/companies/': {
        status: 409,
        body: {
          error: "Il nome dell'azienda è già presente nel sistema",
          fields: { company_name: "Il nome dell'azienda è già presente nel sistema" },
        },
      },
    });
    const { user } = renderApp('/aziende');
    await table();
    await user.click(screen.getByRole('button', { name: 'Aggiungi azienda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi azienda' });
    await user.click(within(dialog).getByRole('textbox', { name: /Nome azienda/ }));
    await user.paste('Trattoria da Mario');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText("Il nome dell'azienda è già presente nel sistema")).toBeInTheDocument();
    const [sent] = api.of('POST', '/api/auth/companies/');
    expect(sent.body).toMatchObject({
      company_name: 'Trattoria da Mario',
      company_type: 'Azienda per tirocinio',
      state_contact: 'Primo contatto',
    });
    expect(sent.body).not.toHaveProperty('website');
    expect(sent.body).not.toHaveProperty('contact_email');
    expect(sent.body).not.toHaveProperty('intern_mail');
  });

  it("shows an operator the company she just added at 'Primo contatto', though her list starts at 'Manifestazione firmata'", async () => {
    const added = company({ ID: 12, company_name: 'Forno Bianchi', state_contact: 'Primo contatto', convention_signed: false });
    const api = server(operator, { 'POST /api/auth/companies/': { status: 201, body: added } });
    const { user, router } = renderApp('/aziende');
    await table();
    await user.click(screen.getByRole('button', { name: 'Aggiungi azienda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi azienda' });
    await user.click(within(dialog).getByRole('textbox', { name: /Nome azienda/ }));
    await user.paste('Forno Bianchi');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Azienda aggiunta con successo')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?name=Forno+Bianchi&state_contact='));
    await waitFor(() => {
      const last = api.of('GET', '/api/auth/companies/').at(-1)?.query;
      expect([last?.get('name'), last?.has('state_contact')]).toEqual(['Forno Bianchi', false]);
    });
  });

  it('sends the website with its scheme and shows the phone rule on the field', async () => {
    const api = server(operator, { 'POST /api/auth/companies/': { status: 201, body: company() } });
    const { user } = renderApp('/aziende');
    await table();
    await user.click(screen.getByRole('button', { name: 'Aggiungi azienda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi azienda' });
    await user.click(within(dialog).getByRole('textbox', { name: /Nome azienda/ }));
    await user.paste('Forno Rossi');
    await user.click(within(dialog).getByRole('textbox', { name: 'Telefono referente' }));
    await user.paste('12ab');
    await user.tab();
    expect(await within(dialog).findByText('Inserire un numero di telefono valido')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Telefono referente' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Sito web' }));
    await user.paste('fornorossi.it');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Azienda aggiunta con successo')).toBeInTheDocument();
    expect(api.of('POST', '/api/auth/companies/')[0].body).toMatchObject({ website: 'https://fornorossi.it', contact_phone: '' });
  });

  it("saves nothing when an administrator's position edit changes nothing", async () => {
    const api = server(admin, { 'PUT /api/auth/companies/internship/:id': { status: 200, body: taken } });
    const { user } = renderApp('/aziende');
    await table();
    await user.click(await screen.findByRole('button', { name: '1 Tutte le posizioni' }));
    const dialog = await screen.findByRole('dialog', { name: /Tutte le posizioni/ });
    await user.click(await within(dialog).findByRole('button', { name: 'Modifica posizione Aiuto cuoco' }));
    const form = await screen.findByRole('dialog', { name: /Modifica posizione/ });
    // a taken position cannot be deleted: no button for it
    expect(within(dialog).queryByRole('button', { name: 'Elimina posizione Aiuto cuoco' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Nessuna modifica rilevata')).toBeInTheDocument();
    expect(api.of('PUT', '/api/auth/companies/internship/:id')).toHaveLength(0);
  });
});
