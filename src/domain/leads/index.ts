export { canMoveLead, leadNextStatuses } from './lead-status';
export { duplicateLeads } from './lead-duplicates';
