import { costs, typesCosts } from '../../db/schema';
import { defineFactory, uniqueSuffix } from '../../../test/factory';

export const createCostType = defineFactory(typesCosts, () => ({ type: `Costo ${uniqueSuffix()}` })).create;

/** A cost of 100 € committed; give it beneficiaryId and type of existing rows. */
export const createCost = defineFactory(costs, () => ({
  beneficiaryId: 0,
  type: 0,
  date: '2026-03-01',
  amountCommitted: 100,
  entityType: 'Beneficiario',
})).create;
