import type { CustomizedProject, PackageSummary } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { pageOf, type Page, type PageWindow } from '../../plugins/paged.ts';
import { MSG } from '../../plugins/messages.ts';
import * as projects from './projectsRepository.ts';
import * as catalog from './repository.ts';
import type { PackageFilter } from './repository.ts';

/** A package that can be booked now, or the refusal the booking pages show. */
export async function bookablePackage(q: Queryable, packageId: number, hospId: number) {
  const pkg = await catalog.packageOfHosp(q, packageId, hospId);
  if (!pkg) throw new ApiError(404, MSG.packageNotFound);
  if (pkg.appointment_status !== 1) throw new ApiError(400, MSG.packageNotBookable);
  return pkg;
}

/** The tailored plan: the package's items and what may be added to it. */
export async function customizedProject(
  q: Queryable,
  hospId: number,
  packageId: number,
  /** The person the plan is for, when known: no combo for the other sex is offered. */
  personSex?: number,
): Promise<CustomizedProject> {
  const pkg = await bookablePackage(q, packageId, hospId);
  return {
    packageId: pkg.id,
    packageName: pkg.name,
    packagePrice: pkg.sale_price,
    packageAppointCount: pkg.appoint_count,
    addItemsName: MSG.addItemsHeading,
    packageItems: await catalog.planPackageItems(q, pkg.id),
    addItems: await catalog.addOnsBeside(q, hospId, pkg.id),
    addCombos: await catalog.combosBeside(q, hospId, pkg.id, pkg.sex_limit || personSex || 0),
    // Questionnaires arrive with their own issue (document 2): until then no survey
    // exists, so none recommends or pre-selects an add-on, whatever userSurveyId says.
    suggestions: [],
    userSurveyId: null,
  };
}

// What the package pages read.
/** A page of a branch's packages, filtered and sorted as asked, and how many match. */
export const packagesOf = (
  q: Queryable,
  hospId: number,
  filter: PackageFilter,
  window: PageWindow,
): Promise<Page<PackageSummary>> =>
  pageOf(catalog.packagePage(q, hospId, filter, window), catalog.countPackages(q, hospId, filter));

/** A package of a branch with its notices and items; 404 for one it does not sell. */
export async function packageDetail(q: Queryable, packageId: number, hospId: number) {
  const pkg = await catalog.packageWithNotices(q, packageId, hospId);
  if (!pkg) throw notFound(MSG.packageNotFound, `package ${packageId}`);
  return { ...pkg, items: await catalog.packageItems(q, pkg.id) };
}

export const examTypesOf: typeof catalog.examTypes = (q, hospId) => catalog.examTypes(q, hospId);
export const recommendedPackages: typeof catalog.recommendedPackages = (q, hospId, top) =>
  catalog.recommendedPackages(q, hospId, top);

// What an order shows and prices, as the booking and its order read them.
export const packageItemIds: typeof catalog.packageItemIds = (q, packageId) =>
  catalog.packageItemIds(q, packageId);
export const addOnItemPrices: typeof catalog.addOnItemPrices = (q, ids, hospId) =>
  catalog.addOnItemPrices(q, ids, hospId);
export const combosOnSale: typeof catalog.combosOnSale = (q, ids, hospId) =>
  catalog.combosOnSale(q, ids, hospId);
export const bookedItemsOf: typeof catalog.bookedItemsOf = (q, choices) =>
  catalog.bookedItemsOf(q, choices);
/** The questionnaire a package of the branch names, if any (the surveys module checks it is on). */
export const packageSurveyId: typeof projects.packageSurveyId = (q, packageId, hospId) =>
  projects.packageSurveyId(q, packageId, hospId);
/** A questionnaire's suggested packages, combos and items the branch still offers, named and priced. */
export const projectsNamed: typeof projects.projectsNamed = (q, hospId, ids) =>
  projects.projectsNamed(q, hospId, ids);
