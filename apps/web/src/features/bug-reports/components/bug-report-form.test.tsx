import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render-with-router';
import { BugReportForm } from './bug-report-form';

const LOAD = { timeout: 10_000 };
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('BugReportForm', () => {
  it('refuses a screenshot that is not PNG or JPEG, or over 5 MB, as it is chosen', async () => {
    fakeApi({});
    renderWithRouter(<BugReportForm fromPage="/costi" />);
    await screen.findByRole('button', { name: 'Invia segnalazione' }, LOAD);
    fireEvent.change(fileInput(), { target: { files: [new File(['GIF89a'], 'errore.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText("Lo screenshot deve essere un'immagine PNG o JPEG")).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect(await screen.findByText('Lo screenshot non può superare i 5 MB')).toBeInTheDocument();
  });

  it('sends the texts, the page it came from and the screenshot as multipart, then empties the form', async () => {
    const api = fakeApi({ 'POST /api/auth/bug-reports': { status: 201, body: { ID: 9 } } });
    const { user } = renderWithRouter(<BugReportForm fromPage="/beneficiari/12" />);
    await screen.findByRole('button', { name: 'Invia segnalazione' }, LOAD);
    expect(screen.getByText(/pagina da cui arrivi \(\/beneficiari\/12\)/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Oggetto/ }), 'Il salvataggio non riesce');
    await user.type(screen.getByRole('textbox', { name: /Descrizione/ }), 'Premo Salva e non succede nulla.');
    await user.upload(fileInput(), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'schermata.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Invia segnalazione' }));

    expect(
      await screen.findByText('Segnalazione inviata: gli amministratori la riceveranno per email. Grazie!', undefined, LOAD),
    ).toBeInTheDocument();
    const form = api.of('POST', '/api/auth/bug-reports')[0].body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      subject: 'Il salvataggio non riesce',
      description: 'Premo Salva e non succede nulla.',
      page: '/beneficiari/12',
    });
    expect((form.get('file') as File).name).toBe('schermata.png');
    expect([...form.keys()].at(-1)).toBe('file');
    expect(screen.getByRole('textbox', { name: /Oggetto/ })).toHaveValue('');
  });

  it('says what is missing before sending', async () => {
    const api = fakeApi({});
    const { user } = renderWithRouter(<BugReportForm fromPage="" />);
    await screen.findByRole('button', { name: 'Invia segnalazione' }, LOAD);
    await user.type(screen.getByRole('textbox', { name: /Oggetto/ }), 'ab');
    await user.tab();
    expect(await screen.findByText("L'oggetto deve contenere almeno 3 caratteri")).toBeInTheDocument();
    expect(api.of('POST', '/api/auth/bug-reports')).toHaveLength(0);
  });
});
