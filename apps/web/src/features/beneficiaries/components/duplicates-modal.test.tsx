import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BeneficiaryDuplicate } from '@empowerment/shared/beneficiaries';
import { renderWithRouter } from '../../../test/render-with-router';
import { DuplicatesModal } from './duplicates-modal';

const irene = (reason: BeneficiaryDuplicate['reason']): BeneficiaryDuplicate => ({
  ID: 7,
  id_public: '01_007',
  name: 'Irene',
  surname: 'Fontana',
  fiscal_code: 'FNTRNI85H70H501X',
  birth_date: '1985-06-30',
  reason,
});

const dialog = () => screen.findByRole('dialog', { name: 'Possibile beneficiario già registrato' });

describe('the probable-duplicate modal', () => {
  it("offers 'Crea comunque' when only the name and birth date are alike", async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithRouter(<DuplicatesModal duplicates={[irene('name_birth_date')]} onClose={() => {}} onConfirm={onConfirm} />);
    await user.click(within(await dialog()).getByRole('button', { name: 'Crea comunque' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('with the same fiscal code offers her record instead of a create that can only fail', async () => {
    const onConfirm = vi.fn();
    const { user, router } = renderWithRouter(
      <DuplicatesModal duplicates={[irene('fiscal_code')]} onClose={() => {}} onConfirm={onConfirm} />,
    );
    const modal = await dialog();
    expect(within(modal).queryByRole('button', { name: 'Crea comunque' })).not.toBeInTheDocument();
    expect(within(modal).getByText(/Il codice fiscale è già registrato/)).toBeInTheDocument();
    await user.click(within(modal).getByRole('link', { name: 'Apri la scheda' }));
    expect(router.state.location.pathname).toBe('/beneficiari/7');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
