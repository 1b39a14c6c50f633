import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderField } from '../../test/form-harness';
import { FileField, PhoneField } from '.';

describe('phone and file fields', () => {
  it('PhoneField: the prefix from its list and the number, each in its own form field', async () => {
    const schema = z.object({ phone_prefix: z.string(), phone: z.string().regex(/^\d[\d ]{5,}$/, 'Il formato del telefono non è valido') });
    const { user, values } = renderField(<PhoneField name="phone" prefixName="phone_prefix" label="Cellulare" withAsterisk />, {
      values: { phone_prefix: '+39', phone: '333' },
      schema,
      initLists: { prefix: [{ name: '+39' }, { name: '+33' }] },
    });
    const prefix = screen.getByRole('combobox', { name: 'Prefisso Cellulare' });
    await waitFor(() => expect(prefix).toHaveValue('+39'));
    const number = screen.getByRole('textbox', { name: /^Cellulare/ });
    expect((number as HTMLInputElement).labels?.[0]).toHaveTextContent(/^Cellulare \*$/);
    expect(number).toHaveValue('333');

    await user.click(number);
    await user.tab();
    expect(await screen.findByText('Il formato del telefono non è valido')).toBeInTheDocument();

    await user.type(number, ' 1234567');
    await user.click(prefix);
    await user.click(await screen.findByRole('option', { name: '+33' }));
    expect(values()).toEqual({ phone_prefix: '+33', phone: '333 1234567' });
    expect(screen.queryByText('Il formato del telefono non è valido')).not.toBeInTheDocument();
  });

  it('FileField: keeps an accepted file, refuses another type or a file too large with their messages', async () => {
    const { values, container } = renderField(
      <FileField
        name="file"
        label="File"
        accept={['.pdf', '.doc', '.docx']}
        maxBytes={15 * 1024 * 1024}
        typeMessage="È possibile caricare solo file PDF, DOC o DOCX"
        sizeMessage="Il file non può superare i 15MB"
      />,
      { values: { file: null } },
    );
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The browser's file dialog fills Mantine's hidden input; user-event will not act on a hidden
    // element, and its accept filter would hide the refusal this test is about.
    const upload = (file: File) => fireEvent.change(input(), { target: { files: [file] } });

    upload(new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByText('È possibile caricare solo file PDF, DOC o DOCX')).toBeInTheDocument();
    expect(values().file).toBeNull();

    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    upload(big);
    expect(await screen.findByText('Il file non può superare i 15MB')).toBeInTheDocument();
    expect(values().file).toBeNull();

    const cv = new File(['x'], 'curriculum.docx');
    upload(cv);
    expect(values().file).toBe(cv);
    expect(screen.getByText('curriculum.docx')).toBeInTheDocument();
    expect(screen.queryByText('Il file non può superare i 15MB')).not.toBeInTheDocument();
  });
});
