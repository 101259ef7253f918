// PDF documents (email reports, invoices) with pdfkit and its bundled standard fonts (AFM files in the
// package: nothing is downloaded). One plain layout: title, subtitle lines, label/value lines, tables.
import PDFDocument from 'pdfkit';

export interface PdfLine {
  label: string;
  value: string;
}

export interface PdfTable {
  title: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface PdfDocumentModel {
  title: string;
  subtitle: readonly string[];
  lines: readonly PdfLine[];
  tables: readonly PdfTable[];
  footer: string;
}

const MARGIN = 50;
const INK = '#1c2024';
const MUTED = '#60646c';

/** A one-column document: title, subtitle lines, label/value lines, then tables. Used by reports and invoices. */
export function renderPdf(doc: PdfDocumentModel): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: doc.title, Producer: 'Palisade', Creator: 'Palisade' } });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    const width = pdf.page.width - 2 * MARGIN;

    pdf.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(doc.title);
    pdf.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(MUTED);
    for (const line of doc.subtitle) pdf.text(line);
    pdf.moveDown(1).fillColor(INK).fontSize(11);
    for (const line of doc.lines) {
      const y = pdf.y;
      pdf.font('Helvetica').text(line.label, MARGIN, y, { width: width * 0.7 });
      pdf.font('Helvetica-Bold').text(line.value, MARGIN + width * 0.7, y, { width: width * 0.3, align: 'right' });
      pdf.moveDown(0.3);
    }
    for (const table of doc.tables) {
      pdf.moveDown(1).font('Helvetica-Bold').fontSize(12).text(table.title, MARGIN, pdf.y);
      pdf.moveDown(0.4).fontSize(9);
      const cell = width / Math.max(1, table.columns.length);
      const row = (values: readonly string[], bold: boolean) => {
        if (pdf.y > pdf.page.height - MARGIN - 20) pdf.addPage();
        const y = pdf.y;
        pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
        let bottom = y;
        values.forEach((v, i) => {
          pdf.text(v, MARGIN + i * cell, y, { width: cell - 4, height: 24, ellipsis: true });
          bottom = Math.max(bottom, pdf.y);
        });
        pdf.x = MARGIN;
        pdf.y = bottom + 2;
      };
      row(table.columns, true);
      if (table.rows.length === 0) pdf.font('Helvetica').fillColor(MUTED).text('Data not available', MARGIN, pdf.y).fillColor(INK);
      for (const r of table.rows) row(r, false);
    }
    pdf.moveDown(2).font('Helvetica').fontSize(8).fillColor(MUTED).text(doc.footer, MARGIN, pdf.y, { width });
    pdf.end();
  });
}

