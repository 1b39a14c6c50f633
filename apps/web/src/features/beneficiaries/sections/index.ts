import type { ComponentType } from 'react';

/**
 * The one-to-one data sections by tab index (1-9 and 18), each a component that loads and saves
 * its section for one beneficiary. A tab without an entry shows that it is coming.
 */
export const sectionTabs: Partial<Record<number, ComponentType<{ beneficiaryId: number }>>> = {};
