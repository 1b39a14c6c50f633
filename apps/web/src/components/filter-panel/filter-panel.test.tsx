import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router';
import { FilterPanel, type FilterDefinition } from '.';

const filters: FilterDefinition[] = [
  { key: 'name', label: 'Nome', type: 'text', example: 'Maria' },
  { key: 'surname', label: 'Cognome', type: 'text' },
  { key: 'birth_date', label: 'Data di nascita', type: 'date' },
  {
    key: 'active',
    label: 'Stato',
    type: 'select',
    options: [
      { value: 'true', label: 'Attivo' },
      { value: 'false', label: 'Non Attivo' },
    ],
  },
  { key: 'name', label: 'Nome di nuovo', type: 'text' },
];

const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('FilterPanel', () => {
  it('applies trimmed, non-empty filters to the URL and goes back to the first page', async () => {
    const { user, router } = renderWithRouter(<FilterPanel filters={filters} />, { url: '/?page=3&tab=x' });

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), '  Maria Rosa  ');
    await user.type(screen.getByRole('textbox', { name: 'Cognome' }), '   ');
    await user.type(screen.getByLabelText('Data di nascita'), '1990-05-01');
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Attivo' }));
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));

    expect(searchOf(router)).toEqual({ tab: 'x', name: 'Maria Rosa', birth_date: '1990-05-01', active: 'true' });
  });

  it('reads a day typed the Italian way (1/5/1990), shows it as gg/mm/aaaa and says when it is no day', async () => {
    const { user, router } = renderWithRouter(<FilterPanel filters={filters} />);
    const day = () => screen.getByRole('textbox', { name: 'Data di nascita' });
    expect(day()).toHaveAttribute('placeholder', 'gg/mm/aaaa');
    await user.type(day(), '1/5/1990');
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));
    expect(searchOf(router)).toEqual({ birth_date: '1990-05-01' });
    expect(day()).toHaveValue('01/05/1990');

    await user.tripleClick(day());
    await user.keyboard('31/02/1990');
    await user.tab();
    expect(await screen.findByText('Data non valida: scrivi il giorno come gg/mm/aaaa (es. 15/07/1988)')).toBeInTheDocument();
    expect(day()).toHaveValue('31/02/1990');
  });

  it('applies on Enter in a field', async () => {
    const { user, router } = renderWithRouter(<FilterPanel filters={filters} />);
    await user.type(screen.getByRole('textbox', { name: 'Cognome' }), 'Rossi{Enter}');
    expect(searchOf(router)).toEqual({ surname: 'Rossi' });
  });

  it('shows the filters of the URL and clears them all', async () => {
    const { user, router } = renderWithRouter(<FilterPanel filters={filters} />, { url: '/?name=Anna&active=false&page=2&other=1' });

    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Anna');
    expect(screen.getByRole('combobox', { name: 'Stato' })).toHaveValue('Non Attivo');

    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(searchOf(router)).toEqual({ other: '1' });
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Stato' })).toHaveValue('');
  });

  it('follows the URL when it changes under it (back button)', async () => {
    const { user, router } = renderWithRouter(<FilterPanel filters={filters} />, { url: '/?name=Anna' });
    await user.clear(screen.getByRole('textbox', { name: 'Nome' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Bea{Enter}');
    expect(searchOf(router)).toEqual({ name: 'Bea' });

    await router.navigate(-1);
    expect(await screen.findByDisplayValue('Anna')).toBeInTheDocument();
  });

  it('has one field per key', () => {
    renderWithRouter(<FilterPanel filters={filters} />);
    expect(screen.getAllByRole('textbox', { name: /Nome/ })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('placeholder', 'Es. Maria');
  });

  it('shows the export control only when the user may export', () => {
    const { unmount } = renderWithRouter(<FilterPanel filters={filters} exportType="beneficiaries" />);
    expect(screen.queryByRole('button', { name: 'Esporta in Excel' })).not.toBeInTheDocument();
    unmount();

    renderWithRouter(<FilterPanel filters={filters} exportType="beneficiaries" canExport />);
    expect(screen.getByRole('button', { name: 'Esporta in Excel' })).toBeEnabled();
  });

  it('on a phone keeps the fields folded behind a button that counts the active filters', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    const { user } = renderWithRouter(<FilterPanel filters={filters} />, { url: '/?name=Maria&active=true' });
    const toggle = screen.getByRole('button', { name: /Mostra filtri/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('2');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: /Nascondi filtri/ })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Maria');
  });
});

// A list that keeps two filters in view and folds the rest.
const dailyFilters: FilterDefinition[] = [
  { key: 'name', label: 'Nome', type: 'text', daily: true },
  { key: 'surname', label: 'Cognome', type: 'text', daily: true },
  { key: 'birth_date', label: 'Data di nascita', type: 'date' },
  {
    key: 'active',
    label: 'Stato',
    type: 'select',
    options: [
      { value: 'true', label: 'Attivo' },
      { value: 'false', label: 'Non Attivo' },
    ],
  },
];

describe('FilterPanel: daily filters and the others', () => {
  it("keeps the daily filters in view and the others behind 'Altri filtri', which opens and closes", async () => {
    const { user } = renderWithRouter(<FilterPanel filters={dailyFilters} />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Cognome' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Stato' })).not.toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'Altri filtri' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('combobox', { name: 'Stato' })).toBeVisible();

    await user.click(more);
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Stato' })).not.toBeInTheDocument());
  });

  it('applies a folded filter with the others, and counts the applied ones it hides', async () => {
    const { user, router } = renderWithRouter(<FilterPanel filters={dailyFilters} />, { url: '/?name=Anna&birth_date=1990-05-01' });
    expect(screen.getByRole('button', { name: 'Altri filtri (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Altri filtri (1)' }));
    await user.click(await screen.findByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Attivo' }));
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));

    expect(searchOf(router)).toEqual({ name: 'Anna', birth_date: '1990-05-01', active: 'true' });
    // applying keeps the folded filters open, and the count follows
    expect(screen.getByRole('button', { name: 'Altri filtri (2)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows every filter in view when the list marks none as daily', () => {
    renderWithRouter(<FilterPanel filters={filters} />);
    expect(screen.getByRole('combobox', { name: 'Stato' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Altri filtri/ })).not.toBeInTheDocument();
  });

  it('shows each applied filter as a chip with its label and value, and removing one clears that filter alone', async () => {
    const { user, router } = renderWithRouter(<FilterPanel filters={dailyFilters} />, {
      url: '/?name=Anna&active=false&birth_date=1990-05-01&page=3',
    });
    const chips = () => within(screen.getByRole('list', { name: 'Filtri attivi' })).getAllByRole('listitem');
    expect(chips().map((chip) => chip.textContent)).toEqual(['Nome: Anna', 'Data di nascita: 01/05/1990', 'Stato: Non Attivo']);

    await user.click(screen.getByRole('button', { name: 'Rimuovi filtro Stato' }));
    expect(searchOf(router)).toEqual({ name: 'Anna', birth_date: '1990-05-01' });
    expect(chips().map((chip) => chip.textContent)).toEqual(['Nome: Anna', 'Data di nascita: 01/05/1990']);
    expect(screen.getByRole('button', { name: 'Altri filtri (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rimuovi filtro Nome' }));
    expect(searchOf(router)).toEqual({ birth_date: '1990-05-01' });
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Rimuovi filtro Data di nascita' }));
    expect(searchOf(router)).toEqual({});
    expect(screen.queryByRole('list', { name: 'Filtri attivi' })).not.toBeInTheDocument();
  });

  it('keeps the chips in sight on a phone while the fields are folded', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    renderWithRouter(<FilterPanel filters={dailyFilters} />, { url: '/?surname=Rossi' });
    expect(screen.getByRole('button', { name: /Mostra filtri/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Rimuovi filtro Cognome' })).toBeVisible();
  });
});
