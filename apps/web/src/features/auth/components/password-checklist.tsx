import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { MSG } from '@empowerment/shared';
import { PASSWORD_RULES } from '@empowerment/shared/auth';

/**
 * The password rules, each ticked live as the typed password meets it, and last the
 * match with the confirmation, so a mismatch is never read as a broken rule.
 */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  const items = [
    ...PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) })),
    { id: 'match', label: MSG.passwordsMatch, met: confirm.length > 0 && confirm === password },
  ];
  return (
    <List spacing={4} size="sm" center aria-label="Requisiti della password">
      {items.map(({ id, label, met }) => (
        <List.Item
          key={id}
          c={met ? 'teal' : 'dimmed'}
          icon={
            <ThemeIcon size={18} radius="xl" color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'}>
              {met ? (
                <IconCheck size={12} role="img" aria-label="Requisito soddisfatto" />
              ) : (
                <IconX size={12} role="img" aria-label="Requisito non soddisfatto" />
              )}
            </ThemeIcon>
          }
        >
          {label}
        </List.Item>
      ))}
    </List>
  );
}
