// The purchase-order print: one purchase order per selected crew line, each starting on a new page.
// pdfkit with the standard Helvetica fonts (nothing to embed, so small and fast files); those fonts
// cover Windows-1252, so any other character prints as '?'.
import { loadPdfKit } from './load-pdfkit.ts';
import type { PrintOrder, PrintVendor } from './work-orders.repository.ts';
import { htmlToText } from './html-to-text.ts';
import { usDateTime } from './zoned-time.ts';

export type PurchaseOrdersInput = {
  vendor: PrintVendor;
  orders: PrintOrder[];
  timeZone: string;
  printedAt: Date;
};

const MARGIN = 50;
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
// Windows-1252 beyond Latin-1
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Keeps what the standard fonts can draw. */
export function printable(text: string): string {
  return Array.from(text, (ch) => {
    const code = ch.codePointAt(0)!;
    if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return ch;
    return CP1252_EXTRA.includes(ch) ? ch : '?';
  }).join('');
}

const dateTime = (value: Date | null, timeZone: string) => (value ? usDateTime(value, timeZone) : '');

function addressLines(o: PrintOrder): string[] {
  return [o.address1, o.address2, `${o.city}, ${o.state} ${o.zip}`].filter((line) => line.trim() !== '');
}

export async function renderPurchaseOrders(input: PurchaseOrdersInput): Promise<Buffer> {
  const { vendor, timeZone } = input;
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: 'Purchase orders', Author: vendor.company, Creator: 'Vendor portal' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const printed = usDateTime(input.printedAt, timeZone);
  const vendorLines = [
    vendor.company,
    `Vendor # ${vendor.vendorNum}`,
    vendor.address,
    [vendor.city, [vendor.state, vendor.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ].filter((line) => line.trim() !== '');

  for (const o of input.orders) {
    doc.addPage();
    const width = doc.page.width - 2 * MARGIN;
    const half = width / 2 - 10;
    const text = (value: string) => printable(value);

    doc.font('Helvetica-Bold').fontSize(20).text('PURCHASE ORDER', MARGIN, MARGIN);
    doc.fontSize(14).text(text(`PO # ${o.poNum}`), MARGIN, MARGIN + 4, { width, align: 'right' });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text(text(`Printed ${printed} (${timeZone})`), MARGIN, MARGIN + 28)
      .fillColor('#000000');

    // vendor | service location
    const top = MARGIN + 52;
    const block = (x: number, heading: string, lines: string[]) => {
      doc.font('Helvetica-Bold').fontSize(10).text(heading, x, top, { width: half });
      doc.font('Helvetica').fontSize(10);
      for (const line of lines) doc.text(text(line), { width: half });
      return doc.y;
    };
    const leftEnd = block(MARGIN, 'Vendor', vendorLines);
    const rightEnd = block(MARGIN + width / 2 + 10, 'Service Location', [
      `${o.clientName} (${o.clientCode})`,
      `Store ${o.storeNumber}: ${o.locationName}`,
      ...addressLines(o),
    ]);

    // the order's details as label / value pairs in two columns
    const details: [string, string][] = [
      ['Client', `${o.clientName} (${o.clientCode})`],
      ['Order #', String(o.ordNum)],
      ['Category', o.category],
      ['Order Type', o.orderType],
      ['Priority', o.priority],
      ['WO Status', o.orderStatus],
      ['NTE', money.format(Number(o.nte))],
      ['Client PO #', o.clientPO],
      ['Onsite Date', dateTime(o.workDate, timeZone)],
      ['Crew', String(o.crewId)],
      ['Service Begin', dateTime(o.beginService, timeZone)],
      ['Service End', dateTime(o.serviceEnd, timeZone)],
      ['Account Manager', [o.acManagerName, o.acManagerEmail].filter(Boolean).join(', ')],
    ];
    let y = Math.max(leftEnd, rightEnd) + 16;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .stroke('#999999');
    const labelWidth = 90;
    for (let i = 0; i < details.length; i += 2) {
      let rowEnd = y;
      for (const [column, pair] of [details[i], details[i + 1]].entries()) {
        if (!pair) continue;
        const x = MARGIN + column * (width / 2 + 10);
        doc.font('Helvetica-Bold').fontSize(10).text(`${pair[0]}:`, x, y, { width: labelWidth });
        doc.font('Helvetica').text(text(pair[1]), x + labelWidth, y, { width: half - labelWidth });
        rowEnd = Math.max(rowEnd, doc.y);
      }
      y = rowEnd + 4;
    }

    doc
      .moveTo(MARGIN, y + 4)
      .lineTo(MARGIN + width, y + 4)
      .stroke('#999999');
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text('Scope of Work', MARGIN, y + 14, { width });
    doc
      .moveDown(0.3)
      .font('Helvetica')
      .fontSize(10)
      .text(text(htmlToText(o.orderComment)) || '-', { width });
    const extra = htmlToText(o.additionalInformation);
    if (extra) {
      doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text('Additional Information', { width });
      doc.moveDown(0.3).font('Helvetica').fontSize(10).text(text(extra), { width });
    }
  }
  doc.end();
  return done;
}
