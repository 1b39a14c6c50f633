import { Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render-with-router';

describe('theme: option lists', () => {
  it('give the scrolling list of options a tab stop of its own', async () => {
    const { user } = renderWithRouter(<Select label="Entità" data={['Beneficiari', 'Operatori', 'Costi']} />);
    await user.click(screen.getByRole('combobox', { name: 'Entità' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox.querySelector('[data-scrollarea-viewport]')).toHaveAttribute('tabindex', '0');
  });
});
