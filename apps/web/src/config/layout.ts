/** Height of the top bar; what floats over the page (toasts) keeps below it. */
export const HEADER_HEIGHT_PX = 60;
