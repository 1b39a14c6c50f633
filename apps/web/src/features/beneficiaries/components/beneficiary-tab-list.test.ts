import { describe, expect, it } from 'vitest';
import { BENEFICIARY_TABS, parseTab, tabCount } from './beneficiary-tab-list';

describe('parseTab', () => {
  it('reads the zero-based index of ?tab=, the first tab by default', () => {
    expect(parseTab(null, false)).toBe(0);
    expect(parseTab('3', false)).toBe(3);
    expect(parseTab('18', false)).toBe(18);
  });

  it('checks it against the number of tabs: the Registro Attività (19) is refused to an operator', () => {
    expect(parseTab('19', true)).toBe(19);
    expect(parseTab('19', false)).toBe(0);
    expect(parseTab('20', true)).toBe(0);
  });

  it.each(['-1', '2.5', 'abc', '', ' 3', '1e1'])('takes %j as the first tab', (param) => {
    expect(parseTab(param, true)).toBe(0);
  });

  it('has the twenty tabs of the spec, nineteen for an operator', () => {
    expect(BENEFICIARY_TABS).toHaveLength(20);
    expect(BENEFICIARY_TABS[19]).toBe('Registro Attività');
    expect([tabCount(true), tabCount(false)]).toEqual([20, 19]);
  });
});
