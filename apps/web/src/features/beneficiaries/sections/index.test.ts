import { describe, expect, it } from 'vitest';
import { ACTIVITY_LOG_TAB, BENEFICIARY_TABS, PERSONAL_DATA_TAB, SELF_EMPLOYMENT_TAB } from '../components/beneficiary-tab-list';
import { sectionTabs } from './index';

describe('sectionTabs', () => {
  it('draws every tab of her record that the detail page does not draw itself', () => {
    const ownTabs = new Set([PERSONAL_DATA_TAB, SELF_EMPLOYMENT_TAB, ACTIVITY_LOG_TAB]);
    const missing = BENEFICIARY_TABS.filter((_, index) => !ownTabs.has(index) && !sectionTabs[index]);
    expect(missing).toEqual([]);
  });
});
