// What `GET /api/report/compare` answers: the results of 2 to 5 exams of one person side by
// side (spec 2, "Reports and rating"), apart from reports.ts to keep each file one thing.
import { Type, type Static } from 'typebox';

/** One row of a comparison: value1..5 and prompt1..5 follow examNumbers' order. */
export const CompareResult = Type.Object({
  itemName: Type.String(),
  unit: Type.String(),
  refValue: Type.String(),
  value1: Type.String(),
  value2: Type.String(),
  value3: Type.String(),
  value4: Type.String(),
  value5: Type.String(),
  prompt1: Type.String(),
  prompt2: Type.String(),
  prompt3: Type.String(),
  prompt4: Type.String(),
  prompt5: Type.String(),
});
export type CompareResult = Static<typeof CompareResult>;

/** A compared item: itemType 0 physical, 2 lab (the comparison's first two tabs). */
export const CompareCategory = Type.Object({
  categoryName: Type.String(),
  itemType: Type.Integer(),
  results: Type.Array(CompareResult),
});

export const CompareImagingReport = Type.Object({
  reportName: Type.String(),
  examDate: Type.String(),
  reportConclusion: Type.String(),
});

export const CompareImagingCategory = Type.Object({
  categoryName: Type.String(),
  reports: Type.Array(CompareImagingReport),
});

export const ReportComparison = Type.Object({
  examNumbers: Type.Array(Type.String()),
  examDates: Type.Array(Type.String()),
  count: Type.Integer(),
  categories: Type.Array(CompareCategory),
  imagingCategories: Type.Array(CompareImagingCategory),
});
export type ReportComparison = Static<typeof ReportComparison>;
