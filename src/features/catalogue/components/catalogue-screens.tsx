/** The catalogue's screens, one chunk for the route table (src/app/routes.tsx). */
export { FurnitureAddScreen, FurnitureEditScreen } from './furniture-form-screen';
export { FurnitureListScreen } from './furniture-list-screen';
export { ModuleAddScreen, ModuleEditScreen, ModuleListScreen } from './module-screens';
export { RangeAddScreen, RangeEditScreen, RangeListScreen } from './range-screens';
export { ServiceRatesScreen } from './service-rates-screen';
