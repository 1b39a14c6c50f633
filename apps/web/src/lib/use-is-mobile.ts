import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@empowerment/shared';

/** Below the mobile breakpoint of spec 01 §9 (640 px), as the theme's xs breakpoint. */
export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
