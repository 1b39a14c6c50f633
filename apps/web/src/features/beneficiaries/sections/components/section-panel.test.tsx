import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '../../../../test/fake-api';
import { renderWithRouter } from '../../../../test/render-with-router';
import { TABLE_LISTS } from '../../../../test/session';
import { versionedRecord } from '../../../../test/versioned-record';
import { AboutServiceTab } from '../about-service/about-service-section';
import { ProfessionalProfileTab } from '../professional-profile/professional-profile-section';
import { ResidencePermitTab } from '../residence-permit/residence-permit-section';

const ID = 7;
const lists = {
  'GET /api/list-settings': { status: 200, body: TABLE_LISTS },
  'GET /api/inits-json': { status: 200, body: { languages: ['Inglese', 'Francese'] } },
};
const stored = {
  ID: 3,
  beneficiary_id: ID,
  sending_service: 'Centro antiviolenza',
  active_service: '',
  motivation_sending: '',
  notes: '',
  CreatedAt: '2024-01-01T10:00:00.000Z',
  UpdatedAt: '2024-01-01T10:00:00.000Z',
};

/** A fake server whose about-service answers 404 until it is created. */
function server(initial: typeof stored | null) {
  let current = initial;
  const get = (): FakeReply => (current ? { status: 200, body: current } : { status: 404, body: { error: 'Risorsa non trovata' } });
  return fakeApi({
    ...lists,
    [`GET /api/auth/beneficiaries/${ID}/about-service`]: get,
    [`POST /api/auth/beneficiaries/${ID}/about-service`]: (request) => {
      current = { ...stored, ...(request.body as object) };
      return { status: 201, body: current };
    },
    [`PUT /api/auth/beneficiaries/${ID}/about-service`]: (request) => {
      current = { ...stored, ...(request.body as object) };
      return { status: 200, body: current };
    },
  });
}

const AboutService = AboutServiceTab;

// whole tabs with their lazy fields: generous on a busy machine
describe('SectionPanel', { timeout: 30_000 }, () => {
  it('loads with its spinner text, invites to create an empty section, creates it by POST and shows what was saved', async () => {
    const api = server(null);
    const { user } = renderWithRouter(<AboutService beneficiaryId={ID} />);
    expect(screen.getByText('Caricamento dati in corso...')).toBeInTheDocument();
    expect(await screen.findByText(/Clicca su «Crea»/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crea' }));
    expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
    expect(screen.getByText('Per salvare completa: Servizio inviante')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Servizio inviante/), 'Consultorio familiare');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Informazioni sui servizi salvate con successo')).toBeInTheDocument();
    expect(api.of('POST', `/api/auth/beneficiaries/${ID}/about-service`)[0].body).toMatchObject({
      beneficiary_id: ID,
      sending_service: 'Consultorio familiare',
    });
    // reloaded, back to the read view
    const view = await screen.findByText('Consultorio familiare');
    expect(view.tagName).toBe('DD');
    expect(screen.getByRole('button', { name: 'Modifica' })).toBeInTheDocument();
  });

  it("skips an unchanged save with 'Nessuna modifica rilevata' and updates by PUT what changed", async () => {
    const api = server(stored);
    const { user } = renderWithRouter(<AboutService beneficiaryId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Modifica' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Nessuna modifica rilevata')).toBeInTheDocument();
    expect(api.of('PUT', `/api/auth/beneficiaries/${ID}/about-service`)).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Modifica' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifica' }));
    await user.type(screen.getByLabelText('Servizi attivi'), 'Servizi sociali');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.of('PUT', `/api/auth/beneficiaries/${ID}/about-service`)).toHaveLength(1));
    expect(await screen.findByText('Servizi sociali')).toBeInTheDocument();
  });

  it("saves over the version it opened; after another operator's save it names her field, reloads it and keeps what was typed", async () => {
    const store = versionedRecord(stored);
    const path = `/api/auth/beneficiaries/${ID}/about-service`;
    const api = fakeApi({ ...lists, [`GET ${path}`]: store.read, [`PUT ${path}`]: store.save });
    const { user } = renderWithRouter(<AboutService beneficiaryId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Modifica' }));
    // another operator saves the section while this form is open
    store.saveElsewhere({ sending_service: 'Servizi sociali del Municipio' });
    await user.type(screen.getByLabelText('Servizi attivi'), 'SerD');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    const alert = await screen.findByRole('alert', { name: 'Salvataggio non eseguito' });
    expect(api.of('PUT', path)[0].headers.get('If-Match')).toBe('"2024-01-01T10:00:00.000Z"');
    expect(alert).toHaveTextContent(
      'Questi dati sono stati modificati da un altro operatore dopo che li hai aperti. Ricarica per vedere la versione aggiornata: quello che hai scritto resta nel modulo.',
    );
    expect(await within(alert).findByText("Campi modificati dall'altro operatore: Servizio inviante.")).toBeInTheDocument();
    // the notice is the message: no toast, no success, the form stays with her text
    expect(screen.queryByText('Informazioni con queste caratteristiche già presente!')).not.toBeInTheDocument();
    expect(screen.queryByText('Informazioni sui servizi salvate con successo')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Servizi attivi')).toHaveValue('SerD');
    expect(store.current.active_service).toBe('');

    await user.click(within(alert).getByRole('button', { name: 'Ricarica i dati aggiornati' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Salvataggio non eseguito' })).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Servizio inviante/)).toHaveValue('Servizi sociali del Municipio');
    expect(screen.getByLabelText('Servizi attivi')).toHaveValue('SerD');

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Informazioni sui servizi salvate con successo')).toBeInTheDocument();
    expect(api.of('PUT', path)[1].headers.get('If-Match')).toBe('"2024-01-01T10:01:00.000Z"');
    expect(store.current).toMatchObject({ sending_service: 'Servizi sociali del Municipio', active_service: 'SerD' });
  });

  it('puts the server field messages on the fields', async () => {
    fakeApi({
      ...lists,
      [`GET /api/auth/beneficiaries/${ID}/about-service`]: { status: 200, body: stored },
      [`PUT /api/auth/beneficiaries/${ID}/about-service`]: {
        status: 400,
        body: { error: 'Il testo è troppo lungo', fields: { active_service: 'Il testo è troppo lungo' } },
      },
    });
    const { user } = renderWithRouter(<AboutService beneficiaryId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Modifica' }));
    await user.type(screen.getByLabelText('Servizi attivi'), 'x');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il testo è troppo lungo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeInTheDocument();
  });

  it('says the professional profile was created, sending the languages semicolon-separated', async () => {
    let profile: Record<string, unknown> | null = null;
    const api = fakeApi({
      ...lists,
      [`GET /api/auth/beneficiaries/${ID}/professional-profile`]: () =>
        profile ? { status: 200, body: profile } : { status: 404, body: { error: 'Risorsa non trovata' } },
      [`POST /api/auth/beneficiaries/${ID}/professional-profile`]: (request) => {
        const body = request.body as Record<string, unknown>;
        profile = { ...body, ID: 1, CreatedAt: 'x', UpdatedAt: 'x' };
        return { status: 201, body: profile };
      },
    });
    const Profile = ProfessionalProfileTab;
    const { user } = renderWithRouter(<Profile beneficiaryId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Crea' }));
    await user.click(screen.getByRole('combobox', { name: 'Altre lingue conosciute' }));
    await user.click(await screen.findByRole('option', { name: 'Francese' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Profilo professionale creato con successo')).toBeInTheDocument();
    expect(api.of('POST', `/api/auth/beneficiaries/${ID}/professional-profile`)[0].body).toMatchObject({ other_languages: 'Francese' });
    const languages = await screen.findByText('Altre lingue conosciute');
    expect(within(languages.parentElement!).getByText('Francese')).toBeInTheDocument();
  });

  it('updates the residence permit at its own path, an empty expiry sent as the zero date', async () => {
    const permit = {
      ID: 4,
      beneficiary_id: ID,
      type: 'Studio',
      start_date: '2024-01-10',
      exp_date: null,
      notes: '',
      CreatedAt: 'x',
      UpdatedAt: 'x',
    };
    const api = fakeApi({
      ...lists,
      [`GET /api/auth/beneficiaries/${ID}/residence-permit`]: { status: 200, body: permit },
      'PUT /api/auth/residence-permit/4': (request) => ({ status: 200, body: { ...permit, ...(request.body as object) } }),
    });
    const Permit = ResidencePermitTab;
    const { user } = renderWithRouter(<Permit beneficiaryId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Modifica' }));
    await user.type(screen.getByLabelText('Note'), 'Rinnovo richiesto');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati del permesso di soggiorno salvati con successo')).toBeInTheDocument();
    expect(api.of('PUT', '/api/auth/residence-permit/4')[0].body).toMatchObject({
      beneficiary_id: ID,
      start_date: '2024-01-10',
      exp_date: '0001-01-01T00:00:00Z',
      notes: 'Rinnovo richiesto',
    });
  });
});
