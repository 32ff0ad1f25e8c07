/**
 * Bundled for the browser by the catalogue-search benchmark: the app's own local database class
 * and search store, so the measured code is the code the screens run.
 */
export { FitoutDatabase } from '../../../src/db/database';
export { CatalogueSearchStore } from '../../../src/search/catalogue-search-store';
