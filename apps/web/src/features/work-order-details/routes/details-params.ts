// The path /work-order/work-order-details/{id}/{ordNum}/{crewId} (SPEC section 2): id is the crew-line
// id (ocdId), ordNum the order number, crewId the crew id. Each is a whole number from 1; anything else
// counts as absent, and a present but unreadable id counts as an order that does not exist.
const MAX_ID = 2_147_483_647;

export type DetailsParams = {
  /** no id in the path: 'Add a new Work Order' */
  isNew: boolean;
  /** undefined when absent or unreadable */
  ocdId: number | undefined;
  ordNum: number | undefined;
  crewId: number | undefined;
};

export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

export function parseDetailsParams(params: Record<string, string | undefined>): DetailsParams {
  return {
    isNew: !params.id,
    ocdId: parseId(params.id),
    ordNum: parseId(params.ordNum),
    crewId: parseId(params.crewId),
  };
}
