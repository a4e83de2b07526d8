import type { CompareResult, ReportComparison } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import { examItems, risReports, type ExamRow } from './repository.ts';

type Column = 1 | 2 | 3 | 4 | 5;

const emptyRow = (itemName: string, unit: string, refValue: string): CompareResult => ({
  itemName,
  unit,
  refValue,
  value1: '',
  value2: '',
  value3: '',
  value4: '',
  value5: '',
  prompt1: '',
  prompt2: '',
  prompt3: '',
  prompt4: '',
  prompt5: '',
});

/**
 * The comparison of up to five exams, columns in the order given: physical (0) and lab (2)
 * items by item and node name, imaging reports by report name. An item one exam lacks
 * leaves that column empty.
 */
export async function compareExams(q: Queryable, exams: ExamRow[]): Promise<ReportComparison> {
  const categories = new Map<
    string,
    { categoryName: string; itemType: number; rows: Map<string, CompareResult> }
  >();
  const imaging = new Map<string, ReportComparison['imagingCategories'][number]>();
  for (const [index, exam] of exams.entries()) {
    const column = (index + 1) as Column;
    for (const item of await examItems(q, exam.id)) {
      if (item.item_type !== 0 && item.item_type !== 2) continue;
      const key = `${item.item_type}|${item.item_name}`;
      let category = categories.get(key);
      if (!category) {
        category = { categoryName: item.item_name, itemType: item.item_type, rows: new Map() };
        categories.set(key, category);
      }
      for (const r of item.result) {
        let row = category.rows.get(r.node_name);
        if (!row) {
          row = emptyRow(r.node_name, r.unit, r.ref_value);
          category.rows.set(r.node_name, row);
        }
        row[`value${column}`] = r.node_result;
        row[`prompt${column}`] = r.prompt;
      }
    }
    for (const ris of await risReports(q, exam.id)) {
      let category = imaging.get(ris.report_name);
      if (!category) {
        category = { categoryName: ris.report_name, reports: [] };
        imaging.set(ris.report_name, category);
      }
      category.reports.push({
        reportName: ris.report_name,
        examDate: exam.tjrq,
        reportConclusion: ris.conclusion,
      });
    }
  }
  return {
    examNumbers: exams.map((e) => e.tjbh),
    examDates: exams.map((e) => e.tjrq),
    count: exams.length,
    categories: [...categories.values()].map(({ rows, ...c }) => ({
      ...c,
      results: [...rows.values()],
    })),
    imagingCategories: [...imaging.values()],
  };
}
