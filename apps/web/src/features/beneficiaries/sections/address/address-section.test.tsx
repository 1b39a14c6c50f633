import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@empowerment/shared';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithRouter } from '../../../../test/render-with-router';
import { TABLE_LISTS } from '../../../../test/session';
import { AddressTab } from './address-section';
import { searchTowns, type Town } from './italian-towns';

const ID = 5;
const TOWNS: [string, string, string][] = [
  ['Bagnoregio', 'VT', 'Lazio'],
  ['Forlì', 'FC', 'Emilia-Romagna'],
  ['Roma', 'RM', 'Lazio'],
  ['Romano Canavese', 'TO', 'Piemonte'],
  ['Castel Romano', 'RM', 'Lazio'],
  ['Samone', 'TO', 'Piemonte'],
  ['Samone', 'TN', 'Trentino-Alto Adige'],
];
const towns: Town[] = TOWNS.map(([name, province, region]) => ({ name, province, region }));
const residence = {
  ID: 11,
  beneficiary_id: ID,
  type: 'address',
  street: 'Via Appia 10',
  city: 'Roma',
  province: 'RM',
  region: 'Lazio',
  postalCode: '00179',
  country: 'Italia',
  condition: 'Comunità',
  condition_notes: '',
  notes: '',
  CreatedAt: 'x',
  UpdatedAt: 'x',
};

function server(rows: object[] | null, townsReply: { status: number; body?: unknown } = { status: 200, body: TOWNS }) {
  return fakeApi({
    'GET /api/list-settings': { status: 200, body: TABLE_LISTS },
    'GET /api/inits-json': { status: 200, body: { conditionAddress: ['Comunità', 'Altro [specificare]'] } },
    'GET /data/comuni.json': townsReply,
    [`GET /api/auth/beneficiaries/${ID}/address`]: rows
      ? { status: 200, body: rows }
      : { status: 404, body: { error: 'Risorsa non trovata' } },
    [`POST /api/auth/beneficiaries/${ID}/address`]: (request) => ({ status: 201, body: { ...residence, ...(request.body as object) } }),
    'PUT /api/auth/address/:id': (request) => ({ status: 200, body: { ...residence, ...(request.body as object) } }),
  });
}

const Address = AddressTab;

describe('searchTowns', () => {
  it('starts at 2 characters, ranks the names starting with the text first, accents aside', () => {
    expect(searchTowns(towns, 'r')).toEqual([]);
    expect(searchTowns(towns, 'roma').map((t) => t.name)).toEqual(['Roma', 'Romano Canavese', 'Castel Romano']);
    expect(searchTowns(towns, 'FORLI').map((t) => t.name)).toEqual(['Forlì']);
  });
  it('gives at most 10 towns', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `Sanvito ${i}`, province: 'XX', region: 'Y' }));
    expect(searchTowns(many, 'san')).toHaveLength(10);
  });
});

describe('Residenza e Domicilio', { timeout: 30_000 }, () => {
  it('fills province and region from the chosen town and saves the domicile as the residence while Cambia is off', async () => {
    const api = server(null);
    const { user } = renderWithRouter(<Address beneficiaryId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Crea' }));
    expect(screen.getByText("Il domicilio corrisponde all'indirizzo di residenza.")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Via e numero civico/), 'Via Appia 10');
    await user.type(screen.getByRole('combobox', { name: /Città/ }), 'rom');
    await user.click(await screen.findByRole('option', { name: 'Roma (RM, Lazio)' }));
    expect(screen.getByRole('combobox', { name: /Città/ })).toHaveValue('Roma');
    expect(screen.getByLabelText(/^Provincia/)).toHaveValue('RM');
    expect(screen.getByLabelText(/^Regione/)).toHaveValue('Lazio');

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Indirizzi salvati con successo')).toBeInTheDocument();
    const posts = api.of('POST', `/api/auth/beneficiaries/${ID}/address`).map((r) => r.body);
    expect(posts).toEqual([
      expect.objectContaining({ type: 'address', city: 'Roma', province: 'RM', region: 'Lazio', beneficiary_id: ID }),
      expect.objectContaining({ type: 'domicile', city: 'Roma', street: 'Via Appia 10', beneficiary_id: ID }),
    ]);
  });

  it('Cambia opens a domicile of her own; Estero clears and disables city, province and region, and takes the address abroad', async () => {
    const api = server([residence, { ...residence, ID: 12, type: 'domicile', UpdatedAt: '2024-03-02T08:00:00.000Z' }]);
    const { user } = renderWithRouter(<Address beneficiaryId={ID} />);
    // same domicile: only the residence is shown
    expect(await screen.findByText("Il domicilio corrisponde all'indirizzo di residenza.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Domicilio' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifica' }));
    await user.click(screen.getByRole('switch', { name: 'Cambia' }));
    expect(screen.getByText("Il domicilio è diverso dall'indirizzo di residenza.")).toBeInTheDocument();
    const countries = screen.getAllByRole('combobox', { name: /Paese/ });
    await user.click(countries[1]);
    await user.click(await screen.findByRole('option', { name: 'Estero' }));
    const abroad = screen.getByRole('textbox', { name: "Indirizzo all'estero (via, città e Paese)" });
    expect(abroad).toHaveValue('');
    expect(screen.getAllByRole('combobox', { name: /Città/ })[1]).toHaveValue('');
    expect(screen.getAllByRole('combobox', { name: /Città/ })[1]).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Via e numero civico/ })).toBeEnabled();
    await user.type(abroad, '12 rue de la République, Lione, Francia');

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.of('PUT', '/api/auth/address/:id')).toHaveLength(2));
    const domicile = api.of('PUT', '/api/auth/address/12')[0].body;
    expect(domicile).toMatchObject({
      type: 'domicile',
      country: 'Estero',
      street: '12 rue de la République, Lione, Francia',
      city: '',
      province: '',
      region: '',
    });
    // each row is saved over its own version
    expect(api.of('PUT', '/api/auth/address/11')[0].headers.get('If-Match')).toBe('"x"');
    expect(api.of('PUT', '/api/auth/address/12')[0].headers.get('If-Match')).toBe('"2024-03-02T08:00:00.000Z"');
  });

  it('shows the notice of a save refused as stale, not the failure of both saves, when both rows were changed meanwhile', async () => {
    fakeApi({
      'GET /api/list-settings': { status: 200, body: TABLE_LISTS },
      'GET /api/inits-json': { status: 200, body: {} },
      'GET /data/comuni.json': { status: 200, body: TOWNS },
      [`GET /api/auth/beneficiaries/${ID}/address`]: { status: 200, body: [residence, { ...residence, ID: 12, type: 'domicile' }] },
      'PUT /api/auth/address/:id': { status: 409, body: { error: MSG.staleSave, stale: true } },
    });
    const { user } = renderWithRouter(<Address beneficiaryId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Modifica' }));
    await user.type(screen.getByLabelText(/^Note$/), 'Citofono rotto');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('alert', { name: 'Salvataggio non eseguito' })).toBeInTheDocument();
    expect(screen.queryByText('Errore durante il salvataggio degli indirizzi')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Note$/)).toHaveValue('Citofono rotto');
  });

  it("says 'Errore durante il salvataggio degli indirizzi' when both saves fail", async () => {
    fakeApi({
      'GET /api/list-settings': { status: 200, body: TABLE_LISTS },
      'GET /api/inits-json': { status: 200, body: {} },
      'GET /data/comuni.json': { status: 200, body: TOWNS },
      [`GET /api/auth/beneficiaries/${ID}/address`]: { status: 200, body: [residence] },
      'PUT /api/auth/address/:id': { status: 500, body: { error: 'Errore interno del server, contattare lo sviluppatore' } },
      [`POST /api/auth/beneficiaries/${ID}/address`]: {
        status: 500,
        body: { error: 'Errore interno del server, contattare lo sviluppatore' },
      },
    });
    const { user } = renderWithRouter(<Address beneficiaryId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Modifica' }));
    await user.clear(screen.getByLabelText(/^Via e numero civico/));
    await user.type(screen.getByLabelText(/^Via e numero civico/), 'Via Tuscolana 5');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Errore durante il salvataggio degli indirizzi')).toBeInTheDocument();
    // nothing lost: the form stays open with what she typed
    expect(screen.getByLabelText(/^Via e numero civico/)).toHaveValue('Via Tuscolana 5');
  });

  it('offers no town when the list cannot be loaded', async () => {
    server(null, { status: 500 });
    const { user } = renderWithRouter(<Address beneficiaryId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Crea' }));
    await user.type(screen.getByRole('combobox', { name: /Città/ }), 'Roma');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Città/ })).toHaveValue('Roma');
  });
});
