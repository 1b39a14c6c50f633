import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render-with-router';
import { LabelledValue } from './labelled-value';

describe('LabelledValue', () => {
  it('shows the label over its value', () => {
    renderWithRouter(<LabelledValue label="Luogo">Via Roma 1, Roma</LabelledValue>);
    expect(screen.getByText('Luogo')).toBeInTheDocument();
    expect(screen.getByText('Via Roma 1, Roma')).toBeInTheDocument();
  });

  it('shows a dash when there is no value', () => {
    renderWithRouter(<LabelledValue label="Requisiti">{null}</LabelledValue>);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
