// The rounding rule every figure follows is written in ./README.md.
export { projectMultiplier } from './project-multiplier';
export { defaultRentMonths, rentMonthsSchema } from './pricing-settings';
export { projectQuoteBreakdown, projectQuoteCharges, projectQuoteTotals } from './project-totals';
export { applyMultiplier, inclVat, multiplierScale, roundDiv, scaledMultiplier, vatOf } from './money';
export { addAmounts, sumAmounts, timesAmounts, unitAmounts, zeroAmounts, type Amounts } from './amounts';
export {
  clientUnitPrice,
  lineAmounts,
  linePrice,
  packIdsOf,
  periodCents,
  quoteBreakdown,
  quoteCharges,
  quoteTotals,
  periodCount,
  shownAmount,
  type Billing,
  type LinePrice,
  type PackPrice,
  type PricedPack,
  type PricedLine,
  type PricedRoom,
  type ChargesInput,
  type QuoteBreakdown,
  type QuoteCharges,
  type QuoteInput,
  type QuoteTotals,
  type RoomPrice,
  type RoomTally,
} from './quote-totals';
export { orderLineAmounts, orderTotals, type OrderedItem, type OrderTotals } from './order-totals';
export { servicePrices, type PricedService, type ServicePrice } from './service-prices';
