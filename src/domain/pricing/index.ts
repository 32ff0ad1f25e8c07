// The rounding rule every figure follows is written in ./README.md.
export { projectMultiplier } from './project-multiplier';
export { projectQuoteBreakdown, projectQuoteTotals } from './project-totals';
export { applyMultiplier, inclVat, multiplierScale, roundDiv, scaledMultiplier, vatOf } from './money';
export { addAmounts, sumAmounts, timesAmounts, unitAmounts, zeroAmounts, type Amounts } from './amounts';
export {
  clientUnitPrice,
  lineAmounts,
  linePrice,
  periodCents,
  quoteBreakdown,
  quoteTotals,
  rentMonths,
  shownAmount,
  type LinePrice,
  type PricedLine,
  type PricedRoom,
  type QuoteBreakdown,
  type QuoteInput,
  type QuoteTotals,
  type RoomPrice,
} from './quote-totals';
export { servicePrices, type PricedService, type ServicePrice } from './service-prices';
