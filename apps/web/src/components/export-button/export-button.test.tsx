import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeReply, type FakeRequest } from '../../test/fake-api';
import { renderWithRouter } from '../../test/render-with-router';
import { ExportButton } from '.';

/** body is sent as JSON; file is sent as it is. */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const exportFile = ({ query }: FakeRequest): FakeReply => ({
  status: 200,
  raw: `righe ${query.get('limit')}`,
  headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="beneficiari_2025.xlsx"' },
});
const COUNT = 'GET /api/auth/export/count';
const EXPORT = 'GET /api/auth/export/';

let saved: string[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  // What the browser would save: the file name of each clicked download link.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('ExportButton', () => {
  it('counts, then downloads every matching row under the server’s file name, then waits 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeApi({ [COUNT]: { status: 200, body: { count: 42 } }, [EXPORT]: exportFile });
    const { user } = renderWithRouter(<ExportButton type="beneficiaries" filters={{ name: 'Maria Rosa', surname: ' ' }} />);

    await user.click(button('Esporta in Excel'));
    expect(await screen.findByRole('button', { name: 'Attendi qualche secondo...' })).toBeDisabled();
    expect(saved).toEqual(['beneficiari_2025.xlsx']);
    expect(server.requests.map((request) => Object.fromEntries(request.query))).toEqual([
      { type: 'beneficiaries', name: 'Maria Rosa' },
      { 'export-type': 'beneficiaries', offset: '0', limit: '42', name: 'Maria Rosa' },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(button('Attendi qualche secondo...')).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(button('Esporta in Excel')).toBeEnabled();
  });

  it('is locked while the export runs', async () => {
    let finish!: (reply: FakeReply) => void;
    fakeApi({ [COUNT]: { status: 200, body: { count: 3 } }, [EXPORT]: () => new Promise<FakeReply>((resolve) => (finish = resolve)) });
    const { user } = renderWithRouter(<ExportButton type="beneficiaries" filters={{}} />);

    await user.click(button('Esporta in Excel'));
    const busy = await screen.findByRole('button', { name: 'Esportazione in corso...' });
    expect(busy).toBeDisabled();
    await user.click(busy);

    finish({ status: 200, raw: 'x', headers: { 'Content-Disposition': 'attachment; filename="a.xlsx"' } });
    await screen.findByRole('button', { name: 'Attendi qualche secondo...' });
    expect(saved).toEqual(['a.xlsx']);
  });

  it('says there is nothing to export when the count answers 404', async () => {
    const server = fakeApi({ [COUNT]: { status: 404, body: { error: 'Risorsa non trovata' } } });
    const { user } = renderWithRouter(<ExportButton type="beneficiaries" filters={{}} />);

    await user.click(button('Esporta in Excel'));
    expect(await screen.findByText("Non ci sono dati disponibili per l'esportazione.")).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(saved).toEqual([]);
  });

  it('blocks the export after a failed count', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ [COUNT]: { status: 500, body: { error: 'Errore interno', requestId: 'conteggio-1' } } });
    const { user } = renderWithRouter(<ExportButton type="beneficiaries" filters={{ name: 'Anna' }} />);

    await user.click(button('Esporta in Excel'));
    expect(await screen.findByText('Errore durante il recupero del conteggio dei dati. Riprova più tardi.')).toBeInTheDocument();
    expect(screen.getByText('Codice errore: conteggio-1')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(button('Esporta in Excel')).toBeDisabled();
  });

  it('reports a failed download', async () => {
    fakeApi({
      [COUNT]: { status: 200, body: { count: 5 } },
      [EXPORT]: { status: 502, body: { error: 'Errore nella generazione del file', requestId: 'export-1' } },
    });
    const { user } = renderWithRouter(<ExportButton type="beneficiaries" filters={{}} />);

    await user.click(button('Esporta in Excel'));
    expect(await screen.findByText("Errore durante l'esportazione dei dati. Riprova più tardi.")).toBeInTheDocument();
    expect(screen.getByText('Codice errore: export-1')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says so when no export type was given', async () => {
    const server = fakeApi({});
    const { user } = renderWithRouter(<ExportButton type={undefined} filters={{}} />);

    await user.click(button('Esporta in Excel'));
    expect(await screen.findByText('Tipo di esportazione non specificato.')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});
