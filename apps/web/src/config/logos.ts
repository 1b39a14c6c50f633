/**
 * Partner and funder logos shown below the content. Replace the placeholder images in
 * public/logos/ and edit this list; nothing else needs to change.
 */
export type Logo = {
  name: string;
  src: string;
  href?: string;
  /** The image's own width and height (any unit: its proportions), so its place is kept while it loads. */
  width: number;
  height: number;
};

export const PARTNER_LOGOS: Logo[] = [
  { name: 'Partner 1', src: '/logos/partner-1.svg', width: 200, height: 60 },
  { name: 'Partner 2', src: '/logos/partner-2.svg', width: 200, height: 60 },
  { name: 'Partner 3', src: '/logos/partner-3.svg', width: 200, height: 60 },
];

export const FUNDER_LOGOS: Logo[] = [
  { name: 'Ente finanziatore 1', src: '/logos/funder-1.svg', width: 260, height: 60 },
  { name: 'Ente finanziatore 2', src: '/logos/funder-2.svg', width: 260, height: 60 },
];
