export * from './organisations';
