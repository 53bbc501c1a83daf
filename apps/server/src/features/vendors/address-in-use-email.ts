// The e-mail an address's owner gets when another vendor adds the address as a user (decision 036).
// That vendor is answered exactly as for a free address, so this notice is how the owner, and through
// them that vendor, learn that the address cannot be used there. It names no other vendor.
import { renderEmail, type RenderedEmail } from '../../platform/mail/templates.ts';

export type AddressInUseVariables = {
  /** the company whose administrator added the address */
  companyName: string;
  email: string;
};

export function addressInUseEmail(v: AddressInUseVariables): RenderedEmail {
  return renderEmail({
    companyName: v.companyName,
    subject: 'Your vendor portal account',
    heading: 'Someone tried to add your address',
    paragraphs: [
      'Hello,',
      `An administrator of ${v.companyName} tried to add ${v.email} as a user of their vendor portal account.`,
      'This address already signs in to the vendor portal for another company, so no account was made ' +
        'and nothing changed for you. If you work for both, ask them to add you with another e-mail ' +
        'address. If you did not expect this e-mail, you need not do anything.',
    ],
  });
}
