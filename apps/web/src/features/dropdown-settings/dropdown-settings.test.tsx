import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { makeOperator, sessionRoutes, storeSession, TABLE_LISTS } from '../../test/session';

const admin = makeOperator({ ID: 1, super_operator: true });

function server() {
  storeSession(admin);
  let lists = TABLE_LISTS;
  return fakeApi({
    ...sessionRoutes(admin),
    'GET /api/list-settings': () => ({ status: 200, body: lists }),
    'GET /api/auth/list-settings/:list/': (_request, { list }) => ({ status: 200, body: lists[list as keyof typeof lists] }),
    'POST /api/auth/list-settings/:list/': (request) => {
      const [item] = request.body as { label: string; id_public: number }[];
      const added = { ID: 99, municipio: item.label, id_public: item.id_public, notes: null };
      lists = { ...lists, municipi: [...lists.municipi, added] };
      return { status: 201, body: added };
    },
  });
}

describe('Dropdown Edit', () => {
  it("asks a municipio's public id 0 to 20 and adds it, the count following at once", async () => {
    const api = server();
    const { user } = renderApp('/dropdown-settings');
    const before = TABLE_LISTS.municipi.length;
    const card = (await screen.findByRole('heading', { name: 'Municipi' })).closest('section')!;
    expect(await within(card).findByText(`${before} elementi`)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Aggiungi a Municipi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi a Municipi' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Municipio/ }), 'Mu');
    await user.tab();
    expect(await within(dialog).findByText('Deve contenere almeno 3 caratteri')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Municipio/ }), 'nicipio XVI');
    const idPublic = within(dialog).getByLabelText(/ID Pubblico Municipio/);
    await user.type(idPublic, '25');
    await user.tab();
    expect(await within(dialog).findByText("L'ID Pubblico Municipio deve essere un numero compreso tra 0 e 20")).toBeInTheDocument();
    await user.clear(idPublic);
    await user.type(idPublic, '16');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Elemento aggiunto con successo')).toBeInTheDocument();
    expect(api.of('POST', '/api/auth/list-settings/:list/').map((r) => [r.path, r.body])).toEqual([
      ['/api/auth/list-settings/municipi/', [{ label: 'Municipio XVI', id_public: 16, notes: '' }]],
    ]);
    expect(await within(card).findByText(`${before + 1} elementi`)).toBeInTheDocument();
  }, 30_000);

  it("opens a list with its count, 'Nessun elemento disponibile' when empty, and Chiudi", async () => {
    server();
    const { user } = renderApp('/dropdown-settings');
    const card = (await screen.findByRole('heading', { name: /^Tipi di documento/ })).closest('section')!;
    await user.click(await within(card).findByRole('button', { name: /Tipi di documento: vedi/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Tipi di documento/ });
    expect(await within(dialog).findByText('Nessun elemento disponibile')).toBeInTheDocument();
    // the footer's Chiudi (the corner's close button has the same name)
    await user.click(within(dialog).getAllByRole('button', { name: 'Chiudi' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Tipi di documento/ })).not.toBeInTheDocument());
  });
});
