// Next-day QuickPay is not available for a P.O. box billing address (SPEC section 9): the overnight
// courier does not deliver to post-office boxes. The billing address is where payments go: the check
// address, else the mailing address, else the company address.

// 'PO Box 12', 'P.O. Box', 'P O Box', 'Post Office Box', 'POB 12', 'Box 12' at the start of a line
const PO_BOX = /\b(p\.?\s*o\.?\s*b(ox)?\.?|post\s+office\s+box|postal\s+box)\s*#?\s*\d|^\s*box\s+#?\d/i;

export function isPoBoxAddress(address: string): boolean {
  return PO_BOX.test(address);
}

/** The address payments go to. */
export function billingAddressOf(vendor: {
  checkAddress: string;
  mailingAddress: string;
  address: string;
}): string {
  return [vendor.checkAddress, vendor.mailingAddress, vendor.address].find((a) => a.trim() !== '') ?? '';
}
