// The e-mail that carries the purchase-order PDF to the signed-in user.
import { renderEmail, type RenderedEmail } from '../../platform/mail/templates.ts';

const LISTED = 10;

export function purchaseOrdersEmail(v: { companyName: string; poNumbers: string[] }): RenderedEmail {
  const count = v.poNumbers.length;
  const listed =
    v.poNumbers.slice(0, LISTED).join(', ') + (count > LISTED ? ` and ${count - LISTED} more` : '');
  return renderEmail({
    companyName: v.companyName,
    subject: count === 1 ? `Purchase order ${v.poNumbers[0]}` : `Purchase orders (${count})`,
    heading: count === 1 ? 'Your purchase order' : 'Your purchase orders',
    paragraphs: [
      `The purchase ${count === 1 ? 'order' : 'orders'} you asked for on the vendor portal ${count === 1 ? 'is' : 'are'} attached as a PDF: ${listed}.`,
      'If you did not ask for them, you can ignore this e-mail.',
    ],
  });
}
