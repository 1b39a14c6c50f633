import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { EmailLink, PhoneLink, telHref } from '.';

describe('contact links', () => {
  it('dials the number with its international prefix', () => {
    expect(telHref('+39', '333 123-4567')).toBe('tel:+393331234567');
    expect(telHref('39', '3331234567')).toBe('tel:+393331234567');
    expect(telHref(null, '06 1234567')).toBe('tel:061234567');
    expect(telHref('+39', '+41 79 123 45 67')).toBe('tel:+41791234567');
  });

  it('shows "Non specificato" for a missing email or phone', () => {
    render(
      <MantineProvider>
        <EmailLink email="  " />
        <PhoneLink prefix="+39" phone={null} />
      </MantineProvider>,
    );
    expect(screen.getAllByText('Non specificato')).toHaveLength(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
