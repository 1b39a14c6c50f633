import { createTheme } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@empowerment/shared';

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  // xs is the mobile breakpoint of the spec (640 px): below it the sidebar is a drawer.
  breakpoints: { xs: `${MOBILE_BREAKPOINT_PX / 16}em`, sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});
