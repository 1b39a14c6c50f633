import { Anchor, Text } from '@mantine/core';

const NOT_SPECIFIED = 'Non specificato';

function Missing() {
  return (
    <Text span c="dimmed" size="sm">
      {NOT_SPECIFIED}
    </Text>
  );
}

/** tel: link target: digits only, with the international prefix written with its '+'. */
export function telHref(prefix: string | null | undefined, phone: string): string {
  const digits = (value: string) => value.replace(/\D/g, '');
  // A number typed with its own prefix already says where it rings.
  if (phone.trim().startsWith('+')) return `tel:+${digits(phone)}`;
  const country = prefix ? digits(prefix) : '';
  return `tel:${country ? `+${country}` : ''}${digits(phone)}`;
}

export function EmailLink({ email }: { email: string | null | undefined }) {
  if (!email?.trim()) return <Missing />;
  return (
    <Anchor href={`mailto:${email.trim()}`} size="sm">
      {email.trim()}
    </Anchor>
  );
}

export function PhoneLink({ prefix, phone }: { prefix?: string | null; phone: string | null | undefined }) {
  if (!phone?.trim()) return <Missing />;
  const shown = [prefix?.trim(), phone.trim()].filter(Boolean).join(' ');
  return (
    <Anchor href={telHref(prefix, phone)} size="sm">
      {shown}
    </Anchor>
  );
}
