import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@empowerment/shared';

/**
 * Below the mobile breakpoint of spec 01 §9 (640 px), as the theme's xs breakpoint. Read from the
 * browser at the first render: Mantine's default answers `false` first and the truth in an effect,
 * so a phone drew every list as the desktop's table (its columns, its layout measured) and then
 * again as cards, in the long task of the page's first render.
 */
export const useIsMobile = () =>
  useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, undefined, { getInitialValueInEffect: false });
