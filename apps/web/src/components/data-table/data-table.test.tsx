import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithRouter } from '../../test/render-with-router';
import { DataTable, type DataTableColumn, type FetchPage } from '.';

type Person = { id: number; name: string; email: string };

const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Nome', cell: (row) => row.name },
  { key: 'email', header: 'Email', cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
];

/** A server holding `total` people, answering pages as the list calls do. */
const peopleServer =
  (total: number): FetchPage<Person> =>
  async ({ limit, offset }) => ({
    total,
    data: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
      id: offset + i + 1,
      name: `Persona ${offset + i + 1}`,
      email: `p${offset + i + 1}@example.it`,
    })),
  });

function renderTable(fetchPage: FetchPage<Person>, url = '/', onRowClick?: (row: Person) => void) {
  return renderWithRouter(
    <DataTable
      caption="Persone"
      queryKey={['people', url]}
      fetchPage={fetchPage}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={onRowClick}
    />,
    { url },
  );
}

const pagination = () => within(screen.getByRole('navigation', { name: 'Paginazione' }));
const LOAD = { timeout: 2_000 };

describe('DataTable', () => {
  it('opens on the page of the URL with the first and last page and ellipses around it', async () => {
    renderTable(peopleServer(200), '/?page=5');

    expect(await screen.findByText('Persona 41', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Showing 41-50 of 200')).toBeInTheDocument();
    expect(
      pagination()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Precedente', '1', '4', '5', '6', '20', 'Successiva']);
    expect(pagination().getAllByText('…')).toHaveLength(2);
    expect(pagination().getByRole('button', { name: 'Pagina 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves between pages and keeps the page in the URL', async () => {
    const { user, router } = renderTable(peopleServer(57));
    await screen.findByText('Persona 1', undefined, LOAD);
    expect(pagination().getByRole('button', { name: 'Precedente' })).toBeDisabled();

    await user.click(pagination().getByRole('button', { name: 'Pagina 6' }));
    expect(router.state.location.search).toBe('?page=6');
    expect(await screen.findByText('Persona 51', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Showing 51-57 of 57')).toBeInTheDocument();
    expect(pagination().getByRole('button', { name: 'Successiva' })).toBeDisabled();

    await user.click(pagination().getByRole('button', { name: 'Precedente' }));
    expect(router.state.location.search).toBe('?page=5');
    expect(await screen.findByText('Persona 41', undefined, LOAD)).toBeInTheDocument();
  });

  it('falls back to the last page when the URL asks for one past the end', async () => {
    const { router } = renderTable(peopleServer(23), '/?page=9');
    expect(await screen.findByText('Persona 21', undefined, LOAD)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByText('Showing 21-23 of 23')).toBeInTheDocument();
  });

  it('says there is no data, without a footer', async () => {
    renderTable(peopleServer(0));
    expect(await screen.findByText('Non ci sono dati', undefined, LOAD)).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginazione' })).not.toBeInTheDocument();
  });

  it('shows 20 skeleton rows for at least 500 ms, even when the answer is instant', async () => {
    vi.useFakeTimers();
    renderTable(peopleServer(3));
    const table = screen.getByRole('table', { name: 'Persone' });
    const dataRows = () => within(table).getAllByRole('row').length - 1;

    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(dataRows()).toBe(20);
    expect(screen.queryByText('Persona 1')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Persona 1')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(dataRows()).toBe(3);
  });

  it('opens a row on click or Enter, but a link in the row stays a link', async () => {
    const onRowClick = vi.fn();
    const { user } = renderTable(peopleServer(3), '/', onRowClick);
    const cell = await screen.findByText('Persona 2', undefined, LOAD);

    await user.click(cell);
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));

    await user.click(screen.getByRole('link', { name: 'p3@example.it' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);

    screen.getAllByRole('row')[1].focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('shows the catalogue message when the list cannot be loaded', async () => {
    renderTable(() => Promise.reject(new ApiError(500, 'boom')));
    expect(await screen.findByText('Errore interno del server, contattare lo sviluppatore', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    /** A 375 px screen: below the 640 px breakpoint of spec 01 §9. */
    const onPhone = () =>
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: query.includes('max-width'),
            media: query,
            onchange: null,
            addListener: () => {},
            removeListener: () => {},
            addEventListener: () => {},
            removeEventListener: () => {},
            dispatchEvent: () => false,
          }) as MediaQueryList,
      );

    it('shows each row as a card with every value under its column name, not a wide table', async () => {
      onPhone();
      const onRowClick = vi.fn();
      const { user } = renderTable(peopleServer(12), '/', onRowClick);

      const list = await screen.findByRole('list', { name: 'Persone' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await within(list).findByText('Persona 1', undefined, LOAD);
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(10);
      expect(
        within(cards[1])
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Nome', 'Email']);
      expect(within(cards[1]).getByText('Persona 2')).toBeInTheDocument();
      expect(within(cards[1]).getByRole('link', { name: 'p2@example.it' })).toBeInTheDocument();
      expect(screen.getByText('Showing 1-10 of 12')).toBeInTheDocument();

      await user.click(within(cards[1]).getByText('Persona 2'));
      expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    });

    it('leaves out the labels of empty values: a card lists what the row has', async () => {
      onPhone();
      const withNotes: DataTableColumn<Person>[] = [
        ...columns,
        { key: 'notes', header: 'Note', cell: (row) => (row.id === 1 ? 'Richiamare lunedì' : '') },
        { key: 'phone', header: 'Telefono', cell: () => '—' },
      ];
      renderWithRouter(
        <DataTable
          caption="Persone"
          queryKey={['people-notes']}
          fetchPage={peopleServer(2)}
          columns={withNotes}
          rowKey={(row) => row.id}
        />,
      );
      const list = await screen.findByRole('list', { name: 'Persone' });
      await within(list).findByText('Persona 1', undefined, LOAD);
      const [first, second] = within(list).getAllByRole('listitem');
      expect(
        within(first)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Nome', 'Email', 'Note']);
      expect(
        within(second)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Nome', 'Email']);
    });

    it('says there is no data on its own, not inside a table wider than the screen', async () => {
      onPhone();
      renderTable(peopleServer(0));
      expect(await screen.findByText('Non ci sono dati', undefined, LOAD)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });

  describe('wider than its box', () => {
    /** The browser's layout, which jsdom lacks: a table of `content` px in a box of `box` px. */
    const layout = (content: number, box: number) => {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
    };
    const shadow = (side: 'left' | 'right') => document.querySelector(`[data-edge-shadow="${side}"]`);

    it('is a region with a tab stop and a name, with a shadow on the edge that has more columns', async () => {
      layout(1800, 1000);
      const { user } = renderTable(peopleServer(3));
      await screen.findByText('Persona 1', undefined, LOAD);

      const region = screen.getByRole('region', { name: 'Persone, scorrevole' });
      expect(within(region).getByRole('table', { name: 'Persone' })).toBeInTheDocument();
      await user.tab(); // the 'Colonne' button above the table
      await user.tab();
      expect(region).toHaveFocus();
      expect(shadow('right')).toBeVisible();
      expect(shadow('left')).not.toBeVisible();

      // scrolled to the far end: the shadow moves to the edge the first columns went behind
      Object.defineProperty(region, 'scrollLeft', { configurable: true, value: 800 });
      fireEvent.scroll(region);
      expect(shadow('left')).toBeVisible();
      expect(shadow('right')).not.toBeVisible();
    });

    it('adds neither a tab stop nor a shadow when the columns fit', async () => {
      layout(1000, 1000);
      renderTable(peopleServer(3));
      await screen.findByText('Persona 1', undefined, LOAD);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(shadow('left')).not.toBeVisible();
      expect(shadow('right')).not.toBeVisible();
    });
  });

  describe('choosing the columns', () => {
    type Company = { id: number; name: string; city: string; notes: string };
    const companyColumns: DataTableColumn<Company>[] = [
      { key: 'name', header: 'Nome', cell: (row) => row.name },
      { key: 'city', header: 'Città', cell: (row) => row.city },
      { key: 'notes', header: 'Note', hidden: true, cell: (row) => row.notes },
      { key: 'actions', header: 'Azioni', cell: (row) => <button type="button">{`Modifica ${row.name}`}</button> },
    ];
    const companies: FetchPage<Company> = async () => ({
      total: 1,
      data: [{ id: 1, name: 'Alfa', city: 'Roma', notes: 'Da richiamare' }],
    });
    const renderCompanies = () =>
      renderWithRouter(
        <DataTable
          caption="Aziende"
          queryKey={['companies', 'list']}
          fetchPage={companies}
          columns={companyColumns}
          rowKey={(r) => r.id}
        />,
      );
    const headers = () =>
      within(screen.getByRole('table', { name: 'Aziende' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
    const openMenu = async (user: ReturnType<typeof renderCompanies>['user']) => {
      await user.click(screen.getByRole('button', { name: /^Colonne/ }));
      return within(await screen.findByRole('dialog'));
    };

    it('offers only the columns that may be hidden, with those hidden by default unticked', async () => {
      const { user } = renderCompanies();
      await screen.findByText('Alfa', undefined, LOAD);
      expect(headers()).toEqual(['Nome', 'Città', 'Azioni']);

      const menu = await openMenu(user);
      expect(menu.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['city', 'notes']);
      expect(menu.queryByRole('checkbox', { name: 'Nome' })).not.toBeInTheDocument();
      expect(menu.queryByRole('checkbox', { name: 'Azioni' })).not.toBeInTheDocument();
      expect(menu.getByRole('checkbox', { name: 'Città' })).toBeChecked();
      expect(menu.getByRole('checkbox', { name: 'Note' })).not.toBeChecked();
      expect(menu.getByRole('button', { name: 'Ripristina colonne' })).toBeDisabled();
    });

    it('hides a column and keeps it hidden after a remount, until the columns are restored', async () => {
      const first = renderCompanies();
      await screen.findByText('Alfa', undefined, LOAD);
      let menu = await openMenu(first.user);
      await first.user.click(menu.getByRole('checkbox', { name: 'Città' }));
      await first.user.click(menu.getByRole('checkbox', { name: 'Note' }));
      expect(headers()).toEqual(['Nome', 'Note', 'Azioni']);
      expect(screen.queryByText('Roma')).not.toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('empowerment-columns:companies.list') ?? '{}')).toEqual({ city: false, notes: true });
      first.unmount();

      const second = renderCompanies();
      await screen.findByText('Alfa', undefined, LOAD);
      expect(headers()).toEqual(['Nome', 'Note', 'Azioni']);
      expect(screen.getByText('Da richiamare')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Colonne (1 nascoste)' })).toBeInTheDocument();

      menu = await openMenu(second.user);
      await second.user.click(menu.getByRole('button', { name: 'Ripristina colonne' }));
      expect(headers()).toEqual(['Nome', 'Città', 'Azioni']);
      expect(localStorage.getItem('empowerment-columns:companies.list')).toBeNull();
    });

    it('keeps the actions column at the right edge', async () => {
      renderCompanies();
      await screen.findByText('Alfa', undefined, LOAD);
      const actions = screen.getByRole('columnheader', { name: 'Azioni' });
      // the stylesheet is not loaded here: the offset from the right edge is the cell's own
      expect(actions.style.right).toBe('0px');
      expect(screen.getByRole('button', { name: 'Modifica Alfa' }).closest('td')?.style.right).toBe('0px');
      expect(screen.getByRole('columnheader', { name: 'Nome' }).style.right).toBe('');
    });
  });
});
