import { AppShell, NavLink, ScrollArea, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ADMIN_NAV_ITEMS, FOOTER_NAV_ITEM, NAV_ITEMS, type NavItem } from './nav-items';

function SidebarLink({ item, pathname, state }: { item: NavItem; pathname: string; state?: unknown }) {
  const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
  return (
    <NavLink
      component={Link}
      to={item.href}
      state={state}
      label={item.label}
      leftSection={<item.icon size={18} stroke={1.6} />}
      rightSection={item.badge && <item.badge />}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
      // compact rows: an administrator's whole menu fits a 1280x800 window without scrolling
      py={4}
    />
  );
}

export function Sidebar({ isAdmin }: { isAdmin: boolean }) {
  const { pathname } = useLocation();
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        <nav aria-label="Menu principale">
          {NAV_ITEMS.map((item) => (
            <SidebarLink key={item.href} item={item} pathname={pathname} />
          ))}
          {isAdmin && (
            <>
              <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
                Amministrazione
              </Text>
              {ADMIN_NAV_ITEMS.map((item) => (
                <SidebarLink key={item.href} item={item} pathname={pathname} />
              ))}
            </>
          )}
        </nav>
      </AppShell.Section>
      <AppShell.Section p="xs" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
        {/* Segnalazioni: the report says which page she was on (its path only) */}
        <SidebarLink item={FOOTER_NAV_ITEM} pathname={pathname} state={{ from: pathname }} />
      </AppShell.Section>
    </>
  );
}
