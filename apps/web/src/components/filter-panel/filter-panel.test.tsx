import { screen } from '@testing-library/react';
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
