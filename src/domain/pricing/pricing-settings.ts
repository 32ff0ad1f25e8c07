import { z } from 'zod';

/**
 * The rental's length unless the server is configured otherwise (RENT_MONTHS): the spec's factor
 * 0.03571428571 is 1/28, the share of the purchase price charged per month.
 */
export const defaultRentMonths = 28;

/** A rental's length in whole months: at least one, at most ten years. */
export const rentMonthsSchema = z.number().int().min(1).max(120);
