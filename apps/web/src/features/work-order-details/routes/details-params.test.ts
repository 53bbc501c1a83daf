import { describe, expect, it } from 'vitest';
import { parseDetailsParams } from './details-params.ts';

describe('parseDetailsParams', () => {
  it('reads the three numbers of the path', () => {
    expect(parseDetailsParams({ id: '12', ordNum: '3400', crewId: '7' })).toEqual({
      isNew: false,
      ocdId: 12,
      ordNum: 3400,
      crewId: 7,
    });
  });

  it("is 'Add a new Work Order' without an id, and an unknown order with a bad one", () => {
    expect(parseDetailsParams({}).isNew).toBe(true);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(parseDetailsParams({ id })).toMatchObject({ isNew: false, ocdId: undefined });
    }
  });
});
