/**
 * Partner and funder logos shown below the content. Replace the placeholder images in
 * public/logos/ and edit this list; nothing else needs to change.
 */
export type Logo = { name: string; src: string; href?: string };

export const PARTNER_LOGOS: Logo[] = [
  { name: 'Partner 1', src: '/logos/partner-1.svg' },
  { name: 'Partner 2', src: '/logos/partner-2.svg' },
  { name: 'Partner 3', src: '/logos/partner-3.svg' },
];

export const FUNDER_LOGOS: Logo[] = [
  { name: 'Ente finanziatore 1', src: '/logos/funder-1.svg' },
  { name: 'Ente finanziatore 2', src: '/logos/funder-2.svg' },
];
