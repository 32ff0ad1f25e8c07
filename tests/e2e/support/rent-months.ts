/**
 * The rental's months the end-to-end server is started with (RENT_MONTHS in playwright.config.ts):
 * not the default 28, so every screen is seen to read the business setting rather than a constant.
 */
export const e2eRentMonths = 24;
