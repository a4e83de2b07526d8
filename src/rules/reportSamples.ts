// Report rows for the rules' tests: a result node and an item, each with the fields a test
// does not care about filled in.
import type { ReportItem, ReportResult } from '@/contract';

export const node = (over: Partial<ReportResult>): ReportResult => ({
  node_name: 'n',
  node_result: '1',
  prompt: '',
  ref_value: '',
  unit: '',
  status: 0,
  ...over,
});

export const item = (item_name: string, result: ReportResult[], item_type = 2): ReportItem => ({
  item_type,
  item_name,
  exam_doc_name: '',
  comment: '',
  result,
});
