import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { PASSWORD_RULES } from '@empowerment/shared';

/** The password rules, each ticked live as the typed password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <List spacing={4} size="sm" center aria-label="Requisiti della password">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item
            key={rule.id}
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
            {rule.label}
          </List.Item>
        );
      })}
    </List>
  );
}
