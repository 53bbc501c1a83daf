// The settings of webhook deliveries (decisions 056 and 095), from config.webhooks.
import { WEBHOOK_TEST_EVENT_TYPE } from '@vp/contracts';

export type WebhookSettings = {
  /** the wait before each retry, in order; after the last one fails, the webhook is disabled */
  retryScheduleMs: number[];
  /** how long a receiver has to answer */
  timeoutMs: number;
  /** http and loopback/private addresses allowed (tests and the demo only) */
  allowLocalHttp: boolean;
  /** how often the dispatcher looks at the feed when no NOTIFY woke it */
  dispatchPollMs: number;
  /** deliveries one process runs at once, on a job runner of their own (never mail's workers) */
  deliveryConcurrency: number;
  /** failed tries in a row (of any of its deliveries) after which a webhook is suspended */
  suspendAfterFailures: number;
};

/** The type of the message sent by the test call; it is no event of the catalogue. */
export const WEBHOOK_TEST_TYPE = WEBHOOK_TEST_EVENT_TYPE;

/**
 * Deliveries of one webhook in flight at once, at most, in every process together: each delivery's job
 * goes to one of this many graphile-worker queues of its webhook, and a queue runs one job at a time.
 * A constant, not a setting: the queue is named when a job is queued, by whichever process queues it.
 */
export const DELIVERIES_IN_FLIGHT_PER_WEBHOOK = 4;
