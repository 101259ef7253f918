// A report's files: the PDF (server/lib/pdf.ts) and the CSV (the one CSV format of
// src/lib/csv.ts: BOM, quoted text, formulas neutralised), both drawn from the report model.
import { stringify } from 'csv-stringify/sync';
import type { ReportModel } from '../../../src/api/contract/email-reports';
import { csvStringifyOptions } from '../../../src/lib/csv';
import { renderPdf, type PdfDocumentModel } from '../../lib/pdf';

export function reportDocument(model: ReportModel): PdfDocumentModel {
  return {
    title: `${model.title}: ${model.company}`,
    subtitle: [`${model.range.from} to ${model.range.to} (${model.range.z})`, `Generated ${model.generated_at}`],
    lines: model.figures.map((f) => ({ label: f.label, value: String(f.value) })),
    tables: model.tables,
    footer: 'Figures computed by Palisade from the company’s stored data, as the console shows them for the same range.',
  };
}

export const reportPdf = (model: ReportModel) => renderPdf(reportDocument(model));

/** The figures, then each table under a title row; one CSV file. */
export function reportCsv(model: ReportModel): string {
  const records: (string | number)[][] = [['Figure', 'Value'], ...model.figures.map((f) => [f.label, f.value])];
  for (const t of model.tables) records.push([], [t.title], [...t.columns], ...t.rows.map((r) => [...r]));
  return stringify(records, csvStringifyOptions());
}
