import { exhaustive } from '../enums';
import { projectOptionKeys, type ProjectOptionKey, type ServiceRule } from '../catalogue/services';
import { timesAmounts, unitAmounts, zeroAmounts, type Amounts } from './amounts';

/** A service's price as the office set it: the client's price excl. VAT, per unit of its rule. */
export type PricedService = {
  key: ProjectOptionKey;
  rule: ServiceRule;
  priceCents: number;
  vatRateBp: number;
};

/** A chosen service's figures for one period (the month when renting). */
export type ServicePrice = {
  key: ProjectOptionKey;
  /** Null while the office has not priced the service: it counts as nothing, said "on request". */
  rule: ServiceRule | null;
  vatRateBp: number;
  /** How many units the rule counts: 1, the rooms or the lines (each × its room's copies). */
  count: number;
  /** One unit, per period; zero when included or not priced. */
  unit: Amounts;
  /** unit × count. */
  amounts: Amounts;
};

/** What a service's rule counts in: the quote's rooms with their identical copies, and their lines. */
export type ServiceBasis = readonly { copies: number; lines: number }[];

/**
 * The project's chosen services, in the catalogue's order (an unknown key is left out), each priced
 * by its rule: the unit for the period (`toPeriod`: a month of it when renting, rounded once, as
 * quote-totals' periodCents) times what the rule counts.
 */
export function servicePrices(
  options: readonly string[],
  rates: readonly PricedService[],
  basis: ServiceBasis,
  toPeriod: (cents: number) => number,
): ServicePrice[] {
  return projectOptionKeys
    .filter((key) => options.includes(key))
    .map((key) => {
      const rate = rates.find((candidate) => candidate.key === key);
      if (rate === undefined || rate.rule === 'included')
        return {
          key,
          rule: rate?.rule ?? null,
          vatRateBp: rate?.vatRateBp ?? 0,
          count: 0,
          unit: zeroAmounts,
          amounts: zeroAmounts,
        };
      const unit = unitAmounts(toPeriod(rate.priceCents), rate.vatRateBp);
      const count = ruleCount(rate.rule, basis);
      return {
        key,
        rule: rate.rule,
        vatRateBp: rate.vatRateBp,
        count,
        unit,
        amounts: timesAmounts(unit, count),
      };
    });
}

function ruleCount(rule: Exclude<ServiceRule, 'included'>, basis: ServiceBasis): number {
  switch (rule) {
    case 'perProject':
      return 1;
    case 'perRoom':
      return basis.reduce((sum, room) => sum + room.copies, 0);
    case 'perLine':
      return basis.reduce((sum, room) => sum + room.lines * room.copies, 0);
    default:
      return exhaustive(rule);
  }
}
