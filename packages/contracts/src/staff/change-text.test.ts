// A change said in words (issue 38 point 8): fields and values, not JSON.
import { describe, expect, it } from 'vitest';
import { actionText, changeSides, changeText, dataText, valueText } from './change-text.ts';

describe('change text', () => {
  it('says an action in words', () => {
    expect(actionText('work-order.note-added')).toBe('Work order note added');
    expect(actionText('vendor.user_disabled')).toBe('Vendor user disabled');
  });

  it('says values in words: none, yes / no, days, times, rich text, lists', () => {
    expect(valueText(null)).toBe('(none)');
    expect(valueText(true)).toBe('Yes');
    expect(valueText('2026-11-27')).toBe('11/27/2026');
    expect(valueText('2026-03-03T14:00:00.000Z')).toBe('03/03/2026 14:00 UTC');
    expect(valueText('<p>Fix the <b>tap</b></p>')).toBe('Fix the tap');
    expect(valueText([10001, 10002])).toBe('10001, 10002');
  });

  it('lists only the changed fields, crew lines item by item, and never JSON', () => {
    const before = {
      status: 'OPEN',
      nte: '100.00',
      version: 3,
      crewLines: [{ ocdId: 5, status: 'Assigned', vendorCompany: 'A' }],
    };
    const after = {
      status: 'IN PROGRESS',
      nte: '100.00',
      version: 4,
      crewLines: [
        { ocdId: 5, status: 'Done', vendorCompany: 'A' },
        { ocdId: 7, status: 'Assigned', vendorCompany: 'B' },
      ],
    };
    expect(changeText(before, after)).toBe(
      'Status: OPEN → IN PROGRESS; Crew line 5: Status: Assigned → Done; Crew line 7 added (Status: Assigned, Vendor company: B)',
    );
    expect(
      changeSides({ status: 'pending', vendorNum: 10001 }, { status: 'approved', vendorNum: 10001 }),
    ).toEqual({
      before: 'Status: pending',
      after: 'Status: approved',
    });
    expect(changeSides(null, { email: 'a@b.test', totpEnrolled: false })).toEqual({
      before: '',
      after: 'E-mail: a@b.test; Authenticator set up: No',
    });
    expect(changeText({ a: 1 }, { a: 1, version: 2 })).toBe('No field changed');
    expect(dataText({ fileName: 'a.pdf', type: 'General' })).toBe('File name: a.pdf; Type: General');
  });
});
