// The demo Supply Partners page: the SPEC's partners under fictional names, with generated SVG logos
// and small real PDF guides, stored like real partners (rows + blob store).
import PDFDocument from 'pdfkit';
import {
  PARTNER_LINK_ACCOUNT_SETUP,
  PARTNER_LINK_ORDERING_INSTRUCTIONS,
  PARTNER_LINK_ORDER_FORM,
  PARTNER_LINK_PARTNERSHIP_HIGHLIGHTS,
  PARTNER_LINK_REQUEST_INFORMATION,
  PARTNER_LINK_SHIP_TO,
} from '@vp/contracts';
import type { Db } from '../platform/db/database.ts';
import type { BlobStore } from '../platform/blobs/blob-store.ts';
import {
  addSupplyPartner,
  type NewPartnerDocument,
  type NewSupplyPartner,
} from '../features/supply-partners/add-supply-partner.ts';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A simple word-mark logo: a coloured badge with the initial and the name (no fonts to fetch). */
export function demoLogoSvg(name: string, colour: string, width = 240): Buffer {
  const height = Math.round(width / 3);
  const fontSize = Math.round(height / 4);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">` +
      `<rect width="${width}" height="${height}" rx="8" fill="#ffffff" stroke="${colour}" stroke-width="3"/>` +
      `<circle cx="${height / 2}" cy="${height / 2}" r="${height / 3}" fill="${colour}"/>` +
      `<text x="${height / 2}" y="${height / 2 + fontSize / 2.8}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize * 1.3}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(name.charAt(0))}</text>` +
      `<text x="${height + 4}" y="${height / 2 + fontSize / 3}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#1f2937">${escapeXml(name)}</text>` +
      `</svg>`,
  );
}

/** A one-page PDF guide with a title and paragraphs (Helvetica: nothing to embed). */
export function demoGuidePdf(title: string, paragraphs: string[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: title, Creator: 'Vendor portal demo' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const p of paragraphs) doc.text(p).moveDown(0.6);
  doc.fontSize(9).fillColor('#6b7280').text('Demo document: the company and programme are fictional.');
  doc.end();
  return done;
}

async function guide(
  name: string,
  fileName: string,
  title: string,
  paragraphs: string[],
): Promise<NewPartnerDocument> {
  return { name, fileName, contentType: 'application/pdf', bytes: await demoGuidePdf(title, paragraphs) };
}

const logo = (file: string, name: string, colour: string, width?: number): NewSupplyPartner['logo'] => ({
  file,
  contentType: 'image/svg+xml',
  bytes: demoLogoSvg(name, colour, width),
});

export async function demoSupplyPartners(): Promise<NewSupplyPartner[]> {
  return [
    {
      section: 'chemicals-consumables',
      name: 'Brightdesk Office Supply',
      logo: logo('brightdesk.svg', 'Brightdesk', '#1565c0'),
      logoLinkUrl: 'https://www.brightdesk-supply.example/',
      links: [
        {
          kind: 'external',
          label: PARTNER_LINK_SHIP_TO,
          url: 'https://programs.brightdesk-supply.example/ship-to',
        },
      ],
    },
    {
      section: 'chemicals-consumables',
      name: 'Paperline Depot',
      logo: logo('paperline.svg', 'Paperline', '#2e7d32'),
      logoLinkUrl: 'https://www.paperline-depot.example/',
      links: [
        {
          kind: 'document',
          label: PARTNER_LINK_ORDERING_INSTRUCTIONS,
          document: await guide(
            'office-supplies-guide',
            'Paperline Ordering Instructions.pdf',
            'Paperline Depot: ordering instructions',
            [
              'Sign in to your Paperline Depot business account with the vendor number the provider gave you.',
              'Choose the facilities-program catalogue; program prices are shown at checkout.',
              'Orders placed before 3 pm ship the same business day.',
            ],
          ),
        },
      ],
    },
    {
      section: 'chemicals-consumables',
      name: 'Clearshine',
      display: 'brand',
      logo: logo('clearshine.svg', 'Clearshine', '#00838f', 160),
    },
    {
      section: 'chemicals-consumables',
      name: 'PureMop',
      display: 'brand',
      logo: logo('puremop.svg', 'PureMop', '#6a1b9a', 160),
    },
    {
      section: 'chemicals-consumables',
      name: 'Sparkwell',
      display: 'brand',
      logo: logo('sparkwell.svg', 'Sparkwell', '#ef6c00', 160),
    },
    {
      section: 'equipment',
      name: 'Ironclad Equipment',
      logo: logo('ironclad.svg', 'Ironclad', '#455a64'),
      logoLinkUrl: 'https://www.ironclad-equipment.example/catalog.pdf',
      links: [
        {
          kind: 'esign',
          label: PARTNER_LINK_ORDER_FORM,
          url: 'https://sign.inksign.example/forms/ironclad-order-form',
        },
      ],
    },
    {
      section: 'equipment',
      name: 'Liftway Rentals',
      logo: logo('liftway.svg', 'Liftway', '#c62828'),
      logoLinkUrl: 'https://www.liftway-rentals.example/',
      links: [
        {
          kind: 'document',
          label: PARTNER_LINK_PARTNERSHIP_HIGHLIGHTS,
          document: await guide(
            'rental-guide',
            'Liftway Partnership Highlights.pdf',
            'Liftway Rentals: partnership highlights',
            [
              'Program members rent lifts, scrubbers and generators at partner rates in every state we serve.',
              'Delivery and pickup are included for rentals of a week or longer.',
            ],
          ),
        },
      ],
    },
    {
      section: 'equipment',
      name: 'Torque & Co. Tools',
      logo: logo('torque-tools.svg', 'Torque & Co.', '#5d4037'),
      links: [
        {
          kind: 'esign',
          label: PARTNER_LINK_REQUEST_INFORMATION,
          url: 'https://sign.inksign.example/forms/torque-request-information',
        },
      ],
    },
    {
      section: 'for-your-business',
      name: 'Clearview Labs',
      logo: logo('clearview-labs.svg', 'Clearview Labs', '#283593'),
      logoLinkUrl: 'https://www.clearview-labs.example/',
      links: [
        {
          kind: 'document',
          label: PARTNER_LINK_ACCOUNT_SETUP,
          document: await guide(
            'lab-guide',
            'Clearview Labs Account Setup.pdf',
            'Clearview Labs: account setup',
            [
              'Fill in the enclosed account form and e-mail it to the Clearview Labs partner desk.',
              'Your account is active within two business days; sample kits ship with the first order.',
            ],
          ),
        },
      ],
    },
    {
      section: 'for-your-business',
      name: 'Swiftpay Payments',
      logo: logo('swiftpay.svg', 'Swiftpay', '#00695c'),
      logoLinkUrl: 'https://www.swiftpay-payments.example/',
    },
  ].map((p, i) => ({ ...p, sortOrder: i }) as NewSupplyPartner);
}

export async function seedSupplyPartners(db: Db, blobs: BlobStore): Promise<void> {
  for (const partner of await demoSupplyPartners()) await addSupplyPartner(db, blobs, partner);
}
