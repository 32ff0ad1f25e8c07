export { projectMultiplier } from './project-multiplier';
export { projectQuoteTotals } from './project-totals';
export { applyMultiplier, inclVat, multiplierScale, roundDiv, scaledMultiplier, vatOf } from './money';
export {
  clientUnitPrice,
  lineAmounts,
  monthlyAmounts,
  quoteTotals,
  rentMonths,
  shownAmount,
  type Amounts,
  type PricedLine,
  type PricedRoom,
  type QuoteInput,
  type QuoteTotals,
} from './quote-totals';
