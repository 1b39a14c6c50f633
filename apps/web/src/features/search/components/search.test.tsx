import { SEARCH_TEXT, type SearchAnswer } from '@empowerment/shared/search';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render-with-router';
import { makeOperator, sessionRoutes, storeSession } from '../../../test/session';
import { Search } from './search';

const none = { rows: [], more: false };
const ANSWER: SearchAnswer = {
  beneficiaries: {
    rows: [
      { ID: 7, name: 'Nicolò', surname: 'Ferri', id_public: '01_007', fiscal_code: null, email: 'nico@posta.it', phone: null },
      { ID: 8, name: 'Nicola', surname: 'Bianchi', id_public: null, fiscal_code: null, email: null, phone: null },
    ],
    more: true,
  },
  companies: { rows: [{ ID: 3, company_name: 'Trattoria da Nicolò', company_type: 'Azienda per tirocinio' }], more: false },
  courses: none,
};

function start() {
  const operator = makeOperator();
  storeSession(operator);
  const api = fakeApi({
    ...sessionRoutes(operator),
    'GET /api/auth/search': (request) => ({
      status: 200,
      body: request.query.get('q') === 'nicolo' ? ANSWER : { beneficiaries: none, companies: none, courses: none },
    }),
  });
  return { api, ...renderWithRouter(<Search />, { url: '/aziende', path: '/aziende' }) };
}

describe('the search from the top bar', () => {
  it('opens with Ctrl+K, answers grouped with the match marked, and opens the chosen one with the arrows and Enter', async () => {
    const { user, router, api } = start();
    await screen.findByRole('button', { name: /Cerca/ });
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('textbox', { name: SEARCH_TEXT.label });
    expect(screen.getByText(SEARCH_TEXT.hint)).toBeInTheDocument();

    await user.type(box, 'nicolo');
    const people = await screen.findByRole('group', { name: 'Beneficiari' });
    expect(screen.getByRole('group', { name: 'Aziende' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Corsi' })).not.toBeInTheDocument();
    // the accented name is marked for the plain text typed
    expect(within(people).getAllByText('Nicolò', { selector: 'mark' })).toHaveLength(1);
    expect(within(people).getByText(SEARCH_TEXT.more)).toBeInTheDocument();
    // one call for the pause, not one per key
    expect(api.requests.filter((r) => r.path === '/api/auth/search').map((r) => r.query.get('q'))).toEqual(['nicolo']);

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiari/8'));
  });

  it("says 'Nessun risultato' when nothing matches, and opens a company as its list filtered by its name", async () => {
    const { user, router } = start();
    await user.click(await screen.findByRole('button', { name: /Cerca/ }));
    const box = await screen.findByRole('textbox', { name: SEARCH_TEXT.label });
    await user.type(box, 'zzz');
    expect(await screen.findByText(SEARCH_TEXT.empty)).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'nicolo');
    // (jsdom names a button by its text without the blank beside a mark)
    await user.click(await screen.findByRole('button', { name: /Trattoria da\s?Nicolò/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aziende'));
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('Trattoria da Nicolò');
  });
});
