export * from './export-columns';
export * from './purchase-filter.schema';
export * from './purchase-rows';
export * from './project-charges';
export * from './purchase-attribution';
