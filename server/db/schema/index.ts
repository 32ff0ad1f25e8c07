export * from './organisations';
export * from './auth';
export * from './sync';
