// A vendor's action in the web app that ends as a webhook received (issue 17, decision 056): the
// company's system (the demo API client, over HTTP) subscribes a receiver on 127.0.0.1 to notes and
// uploads; the demo vendor adds a note and uploads a document on a work order in Chromium; the
// receiver verifies each request with the Standard Webhooks verifier (`standardwebhooks`) and gets
// the events naming that order, with the ids the events feed lists. Each test starts its own receiver
// on a port the system picks (listen on 0), so the workers' receivers never clash.
import { randomBytes } from 'node:crypto';
import type { ProviderEvent } from '@vp/contracts';
import { DEMO_VENDOR_EXTERNAL_ID } from '../apps/server/src/demo/seed-provider-demo.ts';
import { startWebhookReceiver, type Receipt } from '../apps/server/test/webhook-receiver.ts';
import { expect, test } from './fixtures.ts';
import { demoProviderSystem, quietDemoCrewLine } from './provider-api.ts';
import { tinyPdf } from './tiny-pdf.ts';
import { addNote, openWorkOrder, uploadDocuments } from './work-order-details-page.ts';
import { callUrl, createWebhookCall, deleteWebhookCall, listWebhookDeliveriesCall } from '@vp/contracts';

const RECEIVER_PATH = '/acme-cmms/webhooks';
// a cap, not a timing assertion: delivery is near-instant, but this machine is shared and loaded
const DELIVERY_CAP_MS = 45_000;

type EventBody = ProviderEvent & { subject: { ordNum?: number; documentId?: number; noteId?: number } };

const receiptOf = (receipts: Receipt[], type: string, ordNum: number) =>
  receipts.find((r) => r.body.type === type && (r.body.data as EventBody).subject.ordNum === ordNum);

test.describe('Provider webhooks', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a note and an upload in Work Order Details reach the company as signed webhooks with the ids of the events feed', async ({
    signedInPage: page,
  }) => {
    const system = await demoProviderSystem();
    const receiver = await startWebhookReceiver();
    // a Standard Webhooks secret of our own, so that the receiver can verify before the answer
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    receiver.route(RECEIVER_PATH, secret);
    let webhookId: string | undefined;
    try {
      const created = await system.call('POST', createWebhookCall.path, {
        body: {
          url: receiver.url + RECEIVER_PATH,
          eventTypes: ['work-order.note-added', 'document.uploaded'],
          description: 'e2e: notes and uploads',
          secret,
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      webhookId = (created.body as { id: string }).id;

      const line = await quietDemoCrewLine(0);
      await openWorkOrder(page, line);

      // a note: work-order.note-added naming the order
      await addNote(page, `Checked the rooftop unit ${Date.now()}`);
      await receiver.until(
        (r) => receiptOf(r, 'work-order.note-added', line.ordNum) !== undefined,
        DELIVERY_CAP_MS,
      );
      const noteReceipt = receiptOf(receiver.receipts, 'work-order.note-added', line.ordNum)!;
      expect(noteReceipt.verified).toBe(true);
      expect(noteReceipt.path).toBe(RECEIVER_PATH);
      const noteEvent = noteReceipt.body.data as EventBody;
      expect(noteEvent.id).toBe(noteReceipt.id);
      expect(noteEvent.vendor?.externalId).toBe(DEMO_VENDOR_EXTERNAL_ID);
      expect(noteEvent.actor.kind).toBe('vendor-user');
      expect(noteEvent.data).toEqual({ noteType: 'Tech Notes' });

      // an upload: document.uploaded naming the order and the file
      const fileName = `rooftop-report-${Date.now()}.pdf`;
      await uploadDocuments(page, [{ name: fileName, mimeType: 'application/pdf', buffer: tinyPdf() }]);
      await receiver.until(
        (r) => receiptOf(r, 'document.uploaded', line.ordNum) !== undefined,
        DELIVERY_CAP_MS,
      );
      const uploadReceipt = receiptOf(receiver.receipts, 'document.uploaded', line.ordNum)!;
      expect(uploadReceipt.verified).toBe(true);
      const uploadEvent = uploadReceipt.body.data as EventBody;
      expect(uploadEvent.id).toBe(uploadReceipt.id);
      expect(uploadEvent.data).toMatchObject({ fileName, fileExtension: 'pdf', type: 'Photos' });

      // the webhook-ids are the ids the events feed lists for these changes (once each: nobody else
      // writes notes or documents on this order)
      const feed = await system.allEvents(['work-order.note-added', 'document.uploaded']);
      const ofOrder = feed.filter((event) => (event as EventBody).subject.ordNum === line.ordNum);
      expect(ofOrder.map((event) => [event.type, event.id])).toEqual([
        ['work-order.note-added', noteReceipt.id],
        ['document.uploaded', uploadReceipt.id],
      ]);
      // nothing else reached the receiver: only the subscribed types, every one verified
      expect(receiver.receipts.every((r) => r.verified)).toBe(true);
      expect(
        receiver.receipts.every((r) => ['work-order.note-added', 'document.uploaded'].includes(r.body.type)),
      ).toBe(true);

      // the delivery log shows both delivered with the receiver's 200
      const log = await system.call('GET', callUrl(listWebhookDeliveriesCall, { params: { id: webhookId } }));
      expect(log.status).toBe(200);
      const deliveries = (
        log.body as {
          items: { eventId: string; status: string; attemptLog: { responseStatus: number | null }[] }[];
        }
      ).items;
      for (const eventId of [noteReceipt.id, uploadReceipt.id]) {
        const delivery = deliveries.find((d) => d.eventId === eventId);
        expect(delivery?.status).toBe('delivered');
        expect(delivery?.attemptLog.at(-1)?.responseStatus).toBe(200);
      }
    } finally {
      // the worker's server lives on for other spec files: leave no subscription behind
      if (webhookId) await system.call('DELETE', callUrl(deleteWebhookCall, { params: { id: webhookId } }));
      await receiver.close();
    }
  });
});
