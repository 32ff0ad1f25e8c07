export { canMoveLead, leadNextStatuses } from './lead-status';
export { duplicateLeads } from './lead-duplicates';
export {
  figuresByAgent,
  figuresByMonth,
  leadFigures,
  type LeadFigures,
  type MonthFigures,
} from './lead-report';
