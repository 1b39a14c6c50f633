import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BeneficiaryListRow } from '@empowerment/shared/beneficiaries';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../../../test/session';

const row = (fields: Partial<BeneficiaryListRow>): BeneficiaryListRow => ({
  ID: 1,
  id_public: null,
  name: '',
  surname: '',
  email: null,
  phone: null,
  phone_prefix: null,
  fiscal_code: null,
  birth_date: null,
  active: true,
  ...fields,
});

const beneficiaries = [
  row({
    ID: 7,
    id_public: 'BEN-7',
    name: 'Maria',
    surname: 'Rossi',
    email: 'maria@example.it',
    phone: '333 1234567',
    phone_prefix: '+39',
    fiscal_code: 'RSSMRA85M41H501Z',
  }),
  row({ ID: 8, id_public: 'BEN-8', name: 'Anna', surname: 'Bianchi' }),
  row({ ID: 0, name: 'Senza', surname: 'Scheda' }),
];

/** A signed-in browser and a server whose list call filters by surname and pages as the real one. */
function signedIn(operator = makeOperator()) {
  storeSession(operator);
  return fakeApi({
    ...sessionRoutes(operator),
    'GET /api/auth/beneficiaries/': ({ query }) => {
      const surname = query.get('surname')?.toLowerCase();
      const matching = beneficiaries.filter((b) => !surname || b.surname.toLowerCase().includes(surname));
      const offset = Number(query.get('offset'));
      return { status: 200, body: { total: matching.length, data: matching.slice(offset, offset + Number(query.get('limit'))) } };
    },
    'GET /api/auth/beneficiaries/7': {
      status: 200,
      body: {
        ...beneficiaries[0],
        active: true,
        operator: null,
        data_project: null,
        CreatedAt: '2026-01-12T09:30:00.000Z',
        UpdatedAt: '2026-01-12T09:30:00.000Z',
      },
    },
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
// generous: the machine that runs the suite may be busy
const LOAD = { timeout: 8_000 };

describe('Beneficiary list page', () => {
  it('lists beneficiaries with mail and phone links, or "Non specificato"', async () => {
    signedIn();
    renderApp('/beneficiari');

    expect(await screen.findByRole('heading', { name: 'Beneficiari' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuovo beneficiario' })).toHaveAttribute('href', '/beneficiari/new');
    await screen.findByText('Maria', undefined, LOAD);

    const maria = within(rowOf('Maria'));
    expect(maria.getByRole('link', { name: 'maria@example.it' })).toHaveAttribute('href', 'mailto:maria@example.it');
    expect(maria.getByRole('link', { name: '+39 333 1234567' })).toHaveAttribute('href', 'tel:+393331234567');
    expect(maria.getByText('BEN-7')).toBeInTheDocument();
    expect(maria.getByText('RSSMRA85M41H501Z')).toBeInTheDocument();

    const anna = within(rowOf('Anna'));
    expect(anna.getAllByText('Non specificato')).toHaveLength(2);
    expect(anna.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1-3 of 3')).toBeInTheDocument();
  });

  it('opens a beneficiary, or the create screen for a row without ID; a link does not open the row', async () => {
    signedIn();
    const { user, router } = renderApp('/beneficiari');
    await screen.findByText('Maria', undefined, LOAD);

    await user.click(within(rowOf('Maria')).getByRole('link', { name: 'maria@example.it' }));
    expect(router.state.location.pathname).toBe('/beneficiari');

    await user.click(screen.getByText('Rossi'));
    expect(await screen.findByRole('heading', { name: 'Maria Rossi' }, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/beneficiari/7');

    await router.navigate(-1);
    await user.click(await screen.findByText('Scheda', undefined, LOAD));
    expect(await screen.findByRole('heading', { name: 'Nuovo beneficiario' }, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/beneficiari/new');
  });

  it('filters the list by what the operator types, trimmed', async () => {
    const server = signedIn();
    const { user, router } = renderApp('/beneficiari');
    await screen.findByText('Maria', undefined, LOAD);

    await user.type(screen.getByRole('textbox', { name: 'Cognome' }), '  bianchi {Enter}');

    expect(router.state.location.search).toBe('?surname=bianchi');
    await vi.waitFor(() => expect(screen.queryByText('Maria')).not.toBeInTheDocument(), LOAD);
    expect(await screen.findByText('Anna', undefined, LOAD)).toBeInTheDocument();
    expect(Object.fromEntries(server.of('GET', '/api/auth/beneficiaries/').at(-1)!.query)).toEqual({
      'get-tot': 'true',
      limit: '10',
      offset: '0',
      surname: 'bianchi',
    });
  });

  it('offers the export to administrators only', async () => {
    signedIn(makeOperator({ super_operator: false }));
    const { unmount } = renderApp('/beneficiari');
    await screen.findByText('Maria', undefined, LOAD);
    expect(screen.queryByRole('button', { name: 'Esporta in Excel' })).not.toBeInTheDocument();
    unmount();

    signedIn(makeOperator({ super_operator: true }));
    renderApp('/beneficiari');
    expect(await screen.findByRole('button', { name: 'Esporta in Excel' }, LOAD)).toBeEnabled();
  });

  it("offers administrators only the import from a spreadsheet, which opens the import's screen", async () => {
    signedIn(makeOperator({ super_operator: false }));
    const { unmount } = renderApp('/beneficiari');
    await screen.findByText('Maria', undefined, LOAD);
    expect(screen.getByRole('link', { name: 'Nuovo beneficiario' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Importa da foglio di calcolo' })).not.toBeInTheDocument();
    unmount();

    signedIn(makeOperator({ super_operator: true }));
    const { user, router } = renderApp('/beneficiari');
    const importing = await screen.findByRole('link', { name: 'Importa da foglio di calcolo' }, LOAD);
    expect(importing).toHaveAttribute('href', '/beneficiari/importa');
    await user.click(importing);
    expect(await screen.findByRole('heading', { name: 'Importa beneficiari', level: 1 }, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/beneficiari/importa');
  }, 60_000);
});
