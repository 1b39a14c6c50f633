import { screen } from '@testing-library/react';
import { PRIVACY_FIELDS, type PrivacyPolicyInput } from '@empowerment/shared/information';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { PrivacyNotice } from './privacy-notice';

const blank = Object.fromEntries(PRIVACY_FIELDS.map((f) => [f, ''])) as PrivacyPolicyInput;

describe('PrivacyNotice', () => {
  it('fills the notice with the parts set and says plainly which are still to be given', () => {
    renderWithRouter(<PrivacyNotice values={{ ...blank, controller_name: 'Roma Capitale', dpo_email: 'rpd@comune.roma.it' }} />);
    expect(screen.getByRole('heading', { name: '1. Titolare del trattamento' })).toBeInTheDocument();
    expect(screen.getByText('Roma Capitale')).toBeInTheDocument();
    expect(screen.getAllByText('rpd@comune.roma.it').length).toBeGreaterThan(0);
    expect(screen.getByText('[da indicare: Sede del titolare]')).toBeInTheDocument();
    expect(screen.getByText('[da indicare: Conservazione dei dati delle beneficiarie]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '12. Reclamo al Garante' })).toBeInTheDocument();
  });
});
