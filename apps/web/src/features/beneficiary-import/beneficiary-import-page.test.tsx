import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImportCheck, ImportUpload } from '@empowerment/shared/beneficiaries';
import { fakeApi } from '../../test/fake-api';
import { renderWithRouter } from '../../test/render-with-router';
import { BeneficiaryImportPage } from './pages/beneficiary-import-page';

const UPLOAD: ImportUpload = { ID: 7, file_name: 'elenco.xlsx', headers: ['Cognome', 'Nata il'], rows: 2, mapping: { Cognome: 'surname' } };
const CHECK: ImportCheck = {
  total: 2,
  valid: 1,
  invalid: 1,
  unmapped: ['Nome'],
  created: [{ row: 2, name: 'Anna', surname: 'Rossi', fiscal_code: null, birth_date: '1990-05-12' }],
  errors: [{ row: 3, column: 'Nata il', field: 'birth_date', message: 'La data di nascita non è valida' }],
};
const BASE = '/api/auth/beneficiary-imports/';

const choose = async () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File(['x'], 'elenco.xlsx'));
};

describe('/beneficiari/importa', () => {
  it('uploads, shows the suggested mapping, checks with it and lists the rows and errors, then imports after a confirmation', async () => {
    const server = fakeApi({
      [`POST ${BASE}`]: { status: 201, body: UPLOAD },
      [`POST ${BASE}7/check`]: { status: 200, body: CHECK },
      [`POST ${BASE}7/import`]: {
        status: 201,
        body: { created: 1, skipped: 1, message: '1 beneficiario importato; 1 riga con errori non importata' },
      },
    });
    renderWithRouter(<BeneficiaryImportPage />, { url: '/beneficiari/importa', path: '/beneficiari/importa' });
    await choose();
    expect(await screen.findByRole('combobox', { name: 'Campo per la colonna «Cognome»' })).toHaveValue('Cognome');
    expect(screen.getByRole('combobox', { name: 'Campo per la colonna «Nata il»' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Verifica il file' }));
    const errors = await screen.findByRole('table', { name: 'Errori' });
    expect(within(errors).getByRole('row', { name: '3 Nata il La data di nascita non è valida' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Beneficiari che saranno creati' })).getByRole('row', { name: '2 Rossi Anna 12/05/1990' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Colonne obbligatorie non associate: Nome')).toBeInTheDocument();
    expect(server.of('POST', `${BASE}7/check`)[0].body).toEqual({ mapping: { Cognome: 'surname' } });

    await userEvent.click(screen.getByRole('button', { name: 'Importa 1 riga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma importazione' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importa 1 riga' }));
    expect(await screen.findByText('1 beneficiario importato; 1 riga con errori non importata')).toBeInTheDocument();
    expect(server.of('POST', `${BASE}7/import`)).toHaveLength(1);
  });

  it('says in place why a file is refused', async () => {
    fakeApi({ [`POST ${BASE}`]: { status: 413, body: { error: 'Il file ha più di 10.000 righe: dividilo in più file' } } });
    renderWithRouter(<BeneficiaryImportPage />, { url: '/beneficiari/importa', path: '/beneficiari/importa' });
    await choose();
    expect(await screen.findByRole('alert')).toHaveTextContent('Il file ha più di 10.000 righe: dividilo in più file');
    expect(screen.queryByRole('button', { name: 'Verifica il file' })).not.toBeInTheDocument();
  });
});
