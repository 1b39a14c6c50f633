import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithRouter } from '../../test/render-with-router';
import { TABLE_LISTS } from '../../test/session';
import { FilterPanel, useAppliedFilters, type FilterDefinition } from '.';

// A sample of the companies list's filters (spec 02 §6).
const companyFilters: FilterDefinition[] = [
  { key: 'company_name', label: 'Nome azienda', type: 'text' },
  {
    key: 'state_contact',
    label: 'Stato contatto',
    type: 'select',
    optionsFrom: { enum: 'companiesStateContact' },
    defaultFor: { operator: 'Manifestazione firmata' },
  },
  { key: 'municipio_id', label: 'Municipio', type: 'select', optionsFrom: { table: 'municipi' } },
  { key: 'fonte', label: 'Fonte', type: 'text', adminOnly: true },
];

const INIT = {
  companiesStateContact: ['Primo contatto', 'Interesse a proseguire', 'Manifestazione alla firma', 'Manifestazione firmata'],
};

function Screen({ asAdmin }: { asAdmin: boolean }) {
  const applied = useAppliedFilters(companyFilters, { asAdmin });
  return (
    <>
      <FilterPanel filters={companyFilters} asAdmin={asAdmin} />
      <output aria-label="Filtri applicati">{JSON.stringify(applied)}</output>
    </>
  );
}

const appliedFilters = () => JSON.parse(screen.getByRole('status', { name: 'Filtri applicati' }).textContent ?? '{}');

function lists() {
  fakeApi({ 'GET /api/list-settings': { status: 200, body: TABLE_LISTS }, 'GET /api/inits-json': { status: 200, body: INIT } });
}

describe('FilterPanel roles and reference options', () => {
  it("starts an operator's list with her default, and hides the administrators' filters", async () => {
    lists();
    renderWithRouter(<Screen asAdmin={false} />, { url: '/?fonte=Web' });
    const state = await screen.findByRole('combobox', { name: 'Stato contatto' });
    await waitFor(() => expect(state).toHaveValue('Manifestazione firmata'));
    expect(screen.queryByRole('textbox', { name: 'Fonte' })).not.toBeInTheDocument();
    // a hand-written administrator filter is not applied for her
    expect(appliedFilters()).toEqual({ state_contact: 'Manifestazione firmata' });
  });

  it('lets an operator clear her default, and keeps it cleared', async () => {
    lists();
    const { user, router } = renderWithRouter(<Screen asAdmin={false} />);
    await screen.findByDisplayValue('Manifestazione firmata');
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(appliedFilters()).toEqual({});
    expect(screen.getByRole('combobox', { name: 'Stato contatto' })).toHaveValue('');
    expect(router.state.location.search).toBe('?state_contact=');
  });

  it('gives an administrator every filter and no default', async () => {
    lists();
    renderWithRouter(<Screen asAdmin />);
    expect(await screen.findByRole('textbox', { name: 'Fonte' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stato contatto' })).toHaveValue('');
    expect(appliedFilters()).toEqual({});
  });

  it('offers the choices of the reference lists: enumerations by text, tables by ID', async () => {
    lists();
    const { user, router } = renderWithRouter(<Screen asAdmin />);
    await user.click(screen.getByRole('combobox', { name: 'Stato contatto' }));
    await user.click(await screen.findByRole('option', { name: 'Interesse a proseguire' }));
    await user.click(screen.getByRole('combobox', { name: 'Municipio' }));
    await user.click(await screen.findByRole('option', { name: 'Municipio III' }));
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      state_contact: 'Interesse a proseguire',
      municipio_id: '3',
    });
  });

  it("shows an operator's default as a chip she can remove, and a reference choice by its name", async () => {
    lists();
    const { user, router } = renderWithRouter(<Screen asAdmin={false} />, { url: '/?municipio_id=3' });
    const chips = screen.getByRole('list', { name: 'Filtri attivi' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['Stato contatto: Manifestazione firmata', 'Municipio: Municipio III']),
    );
    await user.click(screen.getByRole('button', { name: 'Rimuovi filtro Stato contatto' }));
    expect(appliedFilters()).toEqual({ municipio_id: '3' });
    expect(router.state.location.search).toBe('?state_contact=&municipio_id=3');
  });
});
