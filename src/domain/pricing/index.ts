export { applyMultiplier, inclVat, roundDiv, vatOf } from './money';
export {
  clientUnitPrice,
  lineAmounts,
  quoteTotals,
  rentMonths,
  shownAmount,
  type Amounts,
  type PricedLine,
  type PricedRoom,
  type QuoteInput,
  type QuoteTotals,
} from './quote-totals';
