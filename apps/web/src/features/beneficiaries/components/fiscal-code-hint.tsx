import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { codiceFiscaleMismatches } from '@empowerment/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BeneficiaryFormValues } from './beneficiary-form-values';

const WHAT = { birth_date: 'data di nascita', sex: 'sesso' } as const;

/** The words of the hint for what disagrees, or null when nothing does. */
export function fiscalCodeHint(code: string | null | undefined, birthDate: string | null | undefined, sex: string | null | undefined) {
  const mismatches = codiceFiscaleMismatches(code ?? '', { birthDate, sex });
  if (mismatches.length === 0) return null;
  return `Il codice fiscale non è coerente con: ${mismatches.map((m) => WHAT[m]).join(' e ')}. Verifica i dati (puoi comunque salvare).`;
}

/**
 * A hint that does not block saving: a 16-character code that disagrees with the birth date or
 * the sex typed (a code of someone born abroad, or omocodic, is read correctly and raises nothing).
 */
export function FiscalCodeHint() {
  const { control } = useFormContext<BeneficiaryFormValues>();
  const [code, birthDate, sex] = useWatch({ control, name: ['fiscal_code', 'birth_date', 'sex'] });
  const hint = fiscalCodeHint(typeof code === 'string' ? code : null, birthDate, sex);
  if (!hint) return null;
  return (
    // the colour is the icon's: orange text this small would not be readable (WCAG AA contrast)
    <Group gap={6} wrap="nowrap" align="flex-start" role="status">
      <IconAlertTriangle size={14} color="var(--mantine-color-orange-filled)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs">{hint}</Text>
    </Group>
  );
}
