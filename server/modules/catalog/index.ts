// The catalog module's face: packages, their items and the add-ons beside them, as the
// booking and its order read them.
export { catalogModule } from './routes.ts';
export { bookablePackage, customizedProject } from './service.ts';
/** What an order shows and prices: the items it books, the add-ons' prices. */
export { addOnItemPrices, bookedItemsOf, combosOnSale, packageItemIds } from './service.ts';
/** What a questionnaire asks of a package and suggests (the surveys module). */
export { packageSurveyId, projectsNamed } from './service.ts';
export type { BookedChoice, BookedItem } from './repository.ts';
